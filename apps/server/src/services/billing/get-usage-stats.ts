import type { UsageStatsResponse } from '@driftwatch/contract';
import {
  countSeatedMembers,
  findOrganizationPlan,
  listMembers,
  type OrganizationPlanRow,
} from '@driftwatch/db';
import type { OrganizationScope } from '../../auth/request-scope.js';
import { notFound } from '../../http/app-error.js';
import type { ServerContext } from '../../server-context.js';
import { billingPeriod, daysUntil } from './billing-period.js';
import { effectivePrLimit } from './effective-pr-limit.js';
import { findPlanRow } from './find-plan-row.js';
import { usagePercentage } from './usage-percentage.js';

/** Cents per month for the subscription's seats; an annual price is spread over 12 months. */
async function monthlyCost(context: ServerContext, plan: OrganizationPlanRow): Promise<number> {
  if (!context.config.stripe) return 0;
  const row = await findPlanRow(context, plan.planType);
  const perSeat =
    plan.billingInterval === 'annual' ? Math.round(row.annualPricePerSeat / 12) : row.monthlyPricePerSeat;
  return perSeat * plan.assignedSeats;
}

function percentage(part: number, whole: number): number {
  return whole <= 0 ? 0 : Math.round((part / whole) * 1000) / 10;
}

/** Every figure of the usage panel: pull requests, members and seats, cost, period and trial. */
export async function getUsageStats(
  context: ServerContext,
  scope: OrganizationScope,
): Promise<UsageStatsResponse> {
  const plan = await findOrganizationPlan(context.db, scope.organizationId);
  if (!plan) throw notFound();
  const now = context.clock.now();
  const [members, seated, prLimit, cost] = await Promise.all([
    listMembers(context.db, scope.organizationId),
    countSeatedMembers(context.db, scope.organizationId),
    effectivePrLimit(context, plan.planType),
    monthlyCost(context, plan),
  ]);
  const activeMembers = members.filter((member) => member.status === 'active').length;
  const period = billingPeriod(plan, now);
  // A server without billing charges nothing, so it has no trial to count down.
  const trialActive =
    context.config.stripe !== undefined &&
    plan.status === 'trialing' &&
    plan.trialEndsAt !== null &&
    plan.trialEndsAt > now;
  return {
    current_pr_count: plan.currentPrCount,
    pr_limit: prLimit,
    usage_percentage: usagePercentage(plan.currentPrCount, prLimit),
    total_members: members.length,
    active_members: activeMembers,
    assigned_seats: plan.assignedSeats,
    seat_utilization: percentage(seated, plan.assignedSeats),
    monthly_cost: cost,
    cost_per_member: activeMembers === 0 ? 0 : Math.round(cost / activeMembers),
    cost_per_pr: plan.currentPrCount === 0 ? 0 : Math.round(cost / plan.currentPrCount),
    billing_period: {
      starts_at: period.startsAt.toISOString(),
      ends_at: period.endsAt.toISOString(),
      days_remaining: period.daysRemaining,
    },
    trial_info: {
      is_active: trialActive,
      ends_at: plan.trialEndsAt?.toISOString() ?? null,
      days_remaining: trialActive && plan.trialEndsAt ? daysUntil(plan.trialEndsAt, now) : 0,
    },
    subscription: { tier: plan.planType, status: plan.status },
  };
}
