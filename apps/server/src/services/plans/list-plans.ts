import type { PlansResponse } from '@driftwatch/contract';
import { listPlans as listPlanRows } from '@driftwatch/db';
import type { Authentication } from '../../auth/authenticate.js';
import type { ServerContext } from '../../server-context.js';
import { getCurrentPlan } from './get-current-plan.js';
import { toPlan } from './list-public-plans.js';

/** The plans with the one the user's organization is on marked current (free without one). */
export async function listPlans(
  context: ServerContext,
  authentication: Authentication,
): Promise<PlansResponse> {
  const [rows, current] = await Promise.all([
    listPlanRows(context.db),
    getCurrentPlan(context, authentication),
  ]);
  return { plans: rows.map((row) => ({ ...toPlan(row), current: row.type === current.plan })) };
}
