import type { BillingChangeResponse } from '@driftwatch/contract';
import { findOrganizationPlan, updateOrganizationPlan } from '@driftwatch/db';
import type { OrganizationScope } from '../../auth/request-scope.js';
import { requestFailed } from '../../http/app-error.js';
import type { ServerContext } from '../../server-context.js';
import { callStripe } from './call-stripe.js';
import { moveToFreePlan } from './move-to-free-plan.js';
import { requireBillingManager } from './require-billing-manager.js';
import { requireStripe } from './require-stripe.js';
import { toOrganizationPlan } from './to-organization-plan.js';

/**
 * Cancels at the end of the paid period: the plan stays until then and Stripe's
 * customer.subscription.deleted moves the organization to free. Nothing paid (a trial, or a
 * server without billing) moves to free at once.
 */
export async function cancelSubscription(
  context: ServerContext,
  scope: OrganizationScope,
): Promise<BillingChangeResponse> {
  const plan = await requireBillingManager(context, scope);
  if (plan.planType === 'free') {
    throw requestFailed(
      'no_subscription',
      'You are on the free plan: there is no subscription to cancel.',
      409,
    );
  }
  const subscriptionId = plan.stripeSubscriptionId;
  if (subscriptionId && context.config.stripe) {
    const { stripe } = requireStripe(context);
    await callStripe(context, 'cancellation', () =>
      stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true }),
    );
    const saved = await updateOrganizationPlan(context.db, scope.organizationId, { cancelAtPeriodEnd: true });
    const until = plan.periodEndsAt?.toISOString().slice(0, 10) ?? 'the end of the billing period';
    return {
      success: true,
      message: `Your subscription is cancelled. Your plan stays until ${until}, then you will be moved to the free plan.`,
      organization_plan: toOrganizationPlan(saved ?? plan),
    };
  }
  await moveToFreePlan(context, scope.organizationId);
  const saved = await findOrganizationPlan(context.db, scope.organizationId);
  return {
    success: true,
    message: 'Your subscription is cancelled. You have been moved to the free plan.',
    organization_plan: toOrganizationPlan(saved ?? plan),
  };
}
