import type { PlanUsageResponse } from '@driftwatch/contract';
import { findOrganizationPlan, listPullRequestUsageDays } from '@driftwatch/db';
import type { OrganizationScope } from '../../auth/request-scope.js';
import { notFound } from '../../http/app-error.js';
import type { ServerContext } from '../../server-context.js';
import { billingPeriod, periodDays } from './billing-period.js';
import { effectivePrLimit } from './effective-pr-limit.js';
import { isUnlimited } from './is-unlimited.js';
import { usagePercentage } from './usage-percentage.js';

/** The period's pull-request count against the plan's limit, with a count for every day so far. */
export async function getPlanUsage(
  context: ServerContext,
  scope: OrganizationScope,
): Promise<PlanUsageResponse> {
  const plan = await findOrganizationPlan(context.db, scope.organizationId);
  if (!plan) throw notFound();
  const now = context.clock.now();
  const period = billingPeriod(plan, now);
  const days = periodDays(period, now);
  const counted = await listPullRequestUsageDays(
    context.db,
    scope.organizationId,
    days[0] ?? '',
    days.at(-1) ?? '',
  );
  const byDay = new Map(counted.map((row) => [row.day, row.count]));
  const prLimit = await effectivePrLimit(context, plan.planType);
  return {
    current_pr_count: plan.currentPrCount,
    pr_limit: prLimit,
    unlimited: isUnlimited(prLimit),
    usage_percentage: usagePercentage(plan.currentPrCount, prLimit),
    days: days.map((date) => ({ date, count: byDay.get(date) ?? 0 })),
  };
}
