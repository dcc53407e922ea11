import type { Plan, PublicPlansResponse } from '@driftwatch/contract';
import { listPlans, type PlanRow } from '@driftwatch/db';
import type { ServerContext } from '../../server-context.js';

export function toPlan(row: PlanRow): Plan {
  return {
    id: row.type,
    type: row.type,
    name: row.name,
    description: row.description,
    monthly_price_per_seat: row.monthlyPricePerSeat,
    annual_price_per_seat: row.annualPricePerSeat,
    features: row.features,
    stripe_monthly_price_id: row.stripeMonthlyPriceId,
    stripe_annual_price_id: row.stripeAnnualPriceId,
    popular: row.popular,
  };
}

export async function listPublicPlans(context: ServerContext): Promise<PublicPlansResponse> {
  return { plans: (await listPlans(context.db)).map(toPlan) };
}
