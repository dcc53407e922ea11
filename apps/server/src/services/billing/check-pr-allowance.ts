import { findOrganizationPlan } from '@driftwatch/db';
import type { ServerContext } from '../../server-context.js';
import { findPlanRow } from './find-plan-row.js';
import { isUnlimited } from './is-unlimited.js';

export type PrAllowance =
  | { allowed: true; used: number; limit: number | null }
  | { allowed: false; used: number; limit: number; reason: string };

/**
 * Whether one more pull request may be analysed this period. A check over the limit reports a
 * neutral result carrying `reason`, so the pull request says why it was not analysed.
 */
export async function checkPrAllowance(context: ServerContext, organizationId: string): Promise<PrAllowance> {
  const subscription = await findOrganizationPlan(context.db, organizationId);
  const used = subscription?.currentPrCount ?? 0;
  if (!context.config.stripe) return { allowed: true, used, limit: null };
  const plan = await findPlanRow(context, subscription?.planType ?? 'free');
  if (isUnlimited(plan.prLimit)) return { allowed: true, used, limit: null };
  if (used < plan.prLimit) return { allowed: true, used, limit: plan.prLimit };
  return {
    allowed: false,
    used,
    limit: plan.prLimit,
    reason: `Driftwatch did not check this pull request: the ${plan.name} plan includes ${plan.prLimit} pull requests per billing period and all of them have been used. An owner or admin can upgrade in Billing.`,
  };
}
