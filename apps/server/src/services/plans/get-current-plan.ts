import type { CurrentPlanResponse } from '@driftwatch/contract';
import { findOrganizationPlan, findPrimaryMembership } from '@driftwatch/db';
import type { Authentication } from '../../auth/authenticate.js';
import type { ServerContext } from '../../server-context.js';
import { toOrganizationPlan } from '../billing/to-organization-plan.js';

/** The plan of the user's organization; free without one. */
export async function getCurrentPlan(
  context: ServerContext,
  authentication: Authentication,
): Promise<CurrentPlanResponse> {
  const billingEnabled = context.config.stripe !== undefined;
  const membership = await findPrimaryMembership(context.db, authentication.user.id);
  const plan = membership ? await findOrganizationPlan(context.db, membership.organizationId) : undefined;
  if (!plan) return { plan: 'free', organization_plan: null, billing_enabled: billingEnabled };
  return {
    plan: plan.planType,
    organization_plan: toOrganizationPlan(plan),
    billing_enabled: billingEnabled,
  };
}
