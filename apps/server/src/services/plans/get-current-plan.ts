import type { CurrentPlanResponse } from '@driftwatch/contract';
import { findOrganizationPlan, findPrimaryMembership } from '@driftwatch/db';
import type { Authentication } from '../../auth/authenticate.js';
import type { ServerContext } from '../../server-context.js';

/** The plan of the user's organization; free without one. */
export async function getCurrentPlan(
  context: ServerContext,
  authentication: Authentication,
): Promise<CurrentPlanResponse> {
  const membership = await findPrimaryMembership(context.db, authentication.user.id);
  const plan = membership ? await findOrganizationPlan(context.db, membership.organizationId) : undefined;
  if (!plan) return { plan: 'free', organization_plan: null };
  return {
    plan: plan.planType,
    organization_plan: {
      status: plan.status,
      period_starts_at: plan.periodStartsAt?.toISOString() ?? null,
      period_ends_at: plan.periodEndsAt?.toISOString() ?? null,
      trial_ends_at: plan.trialEndsAt?.toISOString() ?? null,
      stripe_customer_id: plan.stripeCustomerId,
      assigned_seats: plan.assignedSeats,
    },
  };
}
