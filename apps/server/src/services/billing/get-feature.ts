import type { FeatureResponse } from '@driftwatch/contract';
import { findOrganizationPlan, listPlans } from '@driftwatch/db';
import type { OrganizationScope } from '../../auth/request-scope.js';
import { notFound } from '../../http/app-error.js';
import type { ServerContext } from '../../server-context.js';
import { hasFeature } from './has-feature.js';

/** Whether the caller's organization has a feature; a key no plan knows is 404. */
export async function getFeature(
  context: ServerContext,
  scope: OrganizationScope,
  feature: string,
): Promise<FeatureResponse> {
  const plans = await listPlans(context.db);
  if (!plans.some((plan) => feature in plan.features)) throw notFound();
  const subscription = await findOrganizationPlan(context.db, scope.organizationId);
  return {
    feature,
    enabled: await hasFeature(context, scope.organizationId, feature),
    plan: subscription?.planType ?? 'free',
  };
}
