import type { BillingInterval, CurrentPlanResponse, Plan } from '@driftwatch/contract';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge';
import { SegmentedControl } from '../../../components/ui/segmented-control';
import { cn } from '../../../lib/cn';
import { annualSavingPercent } from '../lib/format-plan-price';
import { PlanCard } from './plan-card';
import { SubscriptionCard } from './subscription-card';
import { UpgradeDialog } from './upgrade-dialog';

interface PlansTabProps {
  plans: Array<Plan & { current: boolean }>;
  current: CurrentPlanResponse;
  canManage: boolean;
  inOrganization: boolean;
  showPlans: () => void;
}

const intervalOptions = [
  { value: 'monthly', label: 'Monthly' },
  { value: 'annual', label: 'Annual' },
] as const;

/** The plan cards with the Monthly/Annual toggle, the team's subscription, and the upgrade dialog. */
export function PlansTab({ plans, current, canManage, inOrganization, showPlans }: PlansTabProps) {
  const [interval, setInterval] = useState<BillingInterval>(
    current.organization_plan?.billing_interval ?? 'monthly',
  );
  const [upgrading, setUpgrading] = useState<Plan | null>(null);
  // Inside an organization only the team plans are offered; free is where cancelling leads.
  const shown = inOrganization ? plans.filter((plan) => plan.type !== 'free' || plan.current) : plans;
  const saving = Math.max(0, ...plans.map(annualSavingPercent));
  return (
    <div className="space-y-6">
      <SubscriptionCard
        current={current}
        plan={plans.find((plan) => plan.current)}
        canManage={canManage}
        showPlans={showPlans}
      />
      <div className="flex flex-wrap items-center gap-3">
        <SegmentedControl
          label="Billing interval"
          value={interval}
          options={intervalOptions}
          onChange={setInterval}
        />
        {interval === 'annual' && saving > 0 ? <Badge tone="success">Save {saving}%</Badge> : null}
      </div>
      <div className={cn('grid gap-4 md:grid-cols-2', shown.length > 2 && 'xl:grid-cols-3')}>
        {shown.map((plan) => (
          <PlanCard
            key={plan.type}
            plan={plan}
            interval={interval}
            canManage={canManage}
            billingEnabled={current.billing_enabled}
            onUpgrade={setUpgrading}
          />
        ))}
      </div>
      <UpgradeDialog
        key={upgrading?.type ?? 'closed'}
        plan={upgrading}
        initialInterval={interval}
        initialSeats={current.organization_plan?.assigned_seats ?? 1}
        onClose={() => setUpgrading(null)}
      />
    </div>
  );
}
