import type { PlanType } from '@driftwatch/contract';
import { listPlans, type PlanRow } from '@driftwatch/db';
import type { ServerContext } from '../../server-context.js';

export async function findPlanRow(context: ServerContext, type: PlanType): Promise<PlanRow> {
  const row = (await listPlans(context.db)).find((plan) => plan.type === type);
  if (!row) throw new Error(`The plan catalogue has no ${type} plan`);
  return row;
}
