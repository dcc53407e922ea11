import { type BillingInterval, featureName, featureNames, type Plan } from '@driftwatch/contract';
import { Check } from 'lucide-react';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { formatDollars, monthlyPricePerSeat } from '../lib/format-plan-price';

interface PlanCardProps {
  plan: Plan & { current: boolean };
  interval: BillingInterval;
  canManage: boolean;
  billingEnabled: boolean;
  onUpgrade: (plan: Plan) => void;
}

function PlanAction({ plan, canManage, billingEnabled, onUpgrade }: Omit<PlanCardProps, 'interval'>) {
  if (plan.current) {
    return (
      <Button variant="secondary" className="w-full" disabled>
        Current Plan
      </Button>
    );
  }
  if (!canManage) {
    return (
      <Button variant="secondary" className="w-full" disabled>
        Contact Team Admin
      </Button>
    );
  }
  if (plan.type === 'free') {
    return (
      <Button variant="secondary" className="w-full" disabled>
        Free Plan
      </Button>
    );
  }
  return (
    <Button className="w-full" disabled={!billingEnabled} onClick={() => onUpgrade(plan)}>
      Upgrade to {plan.name}
    </Button>
  );
}

function rank(order: string[], key: string): number {
  const index = order.indexOf(key);
  return index === -1 ? order.length : index;
}

/** One plan: price for the chosen interval, its features in words, badges and the one action that applies. */
export function PlanCard(props: PlanCardProps) {
  const { plan, interval } = props;
  const perSeat = monthlyPricePerSeat(plan, interval);
  // The catalogue's order (PR drift checks first), whatever order the database returns the keys in.
  const order = Object.keys(featureNames);
  const features = Object.entries(plan.features)
    .filter(([, enabled]) => enabled)
    .sort(([a], [b]) => rank(order, a) - rank(order, b));
  return (
    <Card
      className={cn('flex flex-col', plan.popular && 'border-accent-500 ring-1 ring-accent-500')}
      data-testid={`plan-card-${plan.type}`}
    >
      <CardContent className="flex flex-1 flex-col gap-4">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="text-lg font-semibold text-slate-900">{plan.name}</h3>
          {plan.popular ? <Badge tone="accent">Popular</Badge> : null}
          {plan.current ? <Badge tone="success">Current</Badge> : null}
        </div>
        <p className="text-sm text-slate-600">{plan.description}</p>
        <div>
          <p className="text-3xl font-semibold text-slate-900 tabular-nums">
            {formatDollars(perSeat)}
            <span className="text-sm font-normal text-slate-600"> / seat / month</span>
          </p>
          {interval === 'annual' && plan.annual_price_per_seat > 0 ? (
            <p className="text-xs text-slate-600">
              Billed annually ({formatDollars(plan.annual_price_per_seat)} per seat)
            </p>
          ) : null}
        </div>
        <ul className="flex-1 space-y-2 text-sm text-slate-700">
          {features.map(([key]) => (
            <li key={key} className="flex items-start gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-emerald-600" aria-hidden />
              {featureName(key)}
            </li>
          ))}
        </ul>
        <PlanAction {...props} />
      </CardContent>
    </Card>
  );
}
