import type { CheckoutResponse } from '@driftwatch/contract';
import type { OrganizationScope } from '../../auth/request-scope.js';
import { requestFailed } from '../../http/app-error.js';
import type { ServerContext } from '../../server-context.js';
import { createCheckoutSession } from './create-checkout-session.js';
import { requireBillingManager } from './require-billing-manager.js';
import { requireStripe } from './require-stripe.js';

/**
 * Pays for the plan the organization is already on (typically its trial) with its current seats
 * and interval; changing plan goes through subscribe.
 */
export async function startCheckout(
  context: ServerContext,
  scope: OrganizationScope,
): Promise<CheckoutResponse> {
  const plan = await requireBillingManager(context, scope);
  requireStripe(context);
  if (plan.planType === 'free') {
    throw requestFailed(
      'no_subscription',
      'The free plan needs no payment. Choose a plan to upgrade to.',
      409,
    );
  }
  if (plan.stripeSubscriptionId) {
    throw requestFailed(
      'bad_request',
      'This organization already pays for its plan. Use Manage to change it.',
      409,
    );
  }
  const checkoutUrl = await createCheckoutSession(context, scope, plan, {
    planType: plan.planType,
    interval: plan.billingInterval,
    seats: plan.assignedSeats,
  });
  return { checkout_url: checkoutUrl };
}
