import type { PlanType } from '@driftwatch/contract';
import type { ServerContext } from '../../server-context.js';
import { findPlanRow } from './find-plan-row.js';

/** The plan's pr_limit; -1 (unlimited) on a self-hosted server, where nothing is metered. */
export async function effectivePrLimit(context: ServerContext, planType: PlanType): Promise<number> {
  if (!context.config.stripe) return -1;
  return (await findPlanRow(context, planType)).prLimit;
}
