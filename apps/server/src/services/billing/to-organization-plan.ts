import type { OrganizationPlan } from '@driftwatch/contract';
import type { OrganizationPlanRow } from '@driftwatch/db';

export function toOrganizationPlan(plan: OrganizationPlanRow): OrganizationPlan {
  return {
    status: plan.status,
    period_starts_at: plan.periodStartsAt?.toISOString() ?? null,
    period_ends_at: plan.periodEndsAt?.toISOString() ?? null,
    trial_ends_at: plan.trialEndsAt?.toISOString() ?? null,
    stripe_customer_id: plan.stripeCustomerId,
    assigned_seats: plan.assignedSeats,
    billing_interval: plan.billingInterval,
    cancel_at_period_end: plan.cancelAtPeriodEnd,
  };
}
