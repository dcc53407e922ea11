import type { Plan } from '@driftwatch/contract';
import { Check } from 'lucide-react';
import { Alert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { cn } from '../../../lib/cn';
import { usePublicPlans } from '../api/fetch-public-plans';
import { enabledFeatures, isPopularPlan, monthlyDollars, planButtonLabel } from '../lib/format-plan';
import { SectionHeading } from './section-heading';

function PlanCard({ plan }: { plan: Plan }) {
  const popular = isPopularPlan(plan);
  return (
    <li
      className={cn(
        'relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm sm:p-8',
        popular ? 'border-accent-600 ring-1 ring-accent-600' : 'border-slate-200',
      )}
      aria-label={`${plan.name} plan`}
    >
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-lg font-semibold text-slate-900">{plan.name}</h3>
        {popular ? <Badge tone="accent">Popular</Badge> : null}
      </div>
      <p className="mt-2 min-h-10 text-sm text-slate-600">{plan.description}</p>
      <p className="mt-6 flex items-baseline gap-1">
        <span className="text-4xl font-semibold tracking-tight text-slate-900">${monthlyDollars(plan)}</span>
        <span className="text-sm text-slate-600">/ seat / month</span>
      </p>
      <ul className="mt-6 flex-1 space-y-3 text-sm text-slate-700">
        {enabledFeatures(plan).map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-accent-600" aria-hidden />
            {feature}
          </li>
        ))}
      </ul>
      <ButtonLink to="/signup" size="lg" variant={popular ? 'primary' : 'secondary'} className="mt-8">
        {planButtonLabel(plan)}
      </ButtonLink>
    </li>
  );
}

export function PricingSection() {
  const plans = usePublicPlans();
  return (
    <section id="pricing" aria-labelledby="pricing-heading" className="scroll-mt-20 bg-white py-20 sm:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="pricing-heading"
          eyebrow="Pricing"
          title="Simple per-seat pricing"
          description="Every paid plan starts with a 14-day free trial. No credit card required."
        />
        {plans.isPending ? (
          <ul className="mt-12 grid gap-6 lg:grid-cols-3" aria-busy="true" aria-label="Loading plans">
            {[0, 1, 2].map((key) => (
              <li key={key} className="h-96 animate-pulse rounded-2xl border border-slate-200 bg-slate-100" />
            ))}
          </ul>
        ) : plans.isError ? (
          <div className="mx-auto mt-12 max-w-lg space-y-4 text-center">
            <Alert tone="error" title="Pricing is unavailable right now">
              We could not load the plans. Please try again.
            </Alert>
            <Button variant="secondary" onClick={() => void plans.refetch()}>
              Try again
            </Button>
          </div>
        ) : (
          <ul className="mt-12 grid gap-6 lg:grid-cols-3">
            {plans.data.map((plan) => (
              <PlanCard key={plan.type} plan={plan} />
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
