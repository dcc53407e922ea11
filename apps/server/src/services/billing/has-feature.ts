import { findOrganizationPlan } from '@driftwatch/db';
import type { ServerContext } from '../../server-context.js';
import { findPlanRow } from './find-plan-row.js';

/**
 * Whether the organization's plan includes a feature. Without Stripe (self-hosted) every
 * organization has every feature; a suspended subscription keeps only what the free plan has.
 */
export async function hasFeature(
  context: ServerContext,
  organizationId: string,
  feature: string,
): Promise<boolean> {
  if (!context.config.stripe) return true;
  const subscription = await findOrganizationPlan(context.db, organizationId);
  const planType = !subscription || subscription.status === 'suspended' ? 'free' : subscription.planType;
  const plan = await findPlanRow(context, planType);
  return plan.features[feature] === true;
}
