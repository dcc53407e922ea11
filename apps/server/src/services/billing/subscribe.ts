import type { SubscribeResponse, subscribeRequestSchema } from '@driftwatch/contract';
import type { z } from 'zod';
import type { OrganizationScope } from '../../auth/request-scope.js';
import type { ServerContext } from '../../server-context.js';
import { applySubscription } from './apply-subscription.js';
import { callStripe } from './call-stripe.js';
import { createCheckoutSession } from './create-checkout-session.js';
import { requireBillingManager } from './require-billing-manager.js';
import { requireSeatsCoverAssigned } from './require-seats-cover-assigned.js';
import { requireStripe } from './require-stripe.js';

export type SubscribeInput = z.output<typeof subscribeRequestSchema>;

/**
 * Buys a plan: a Stripe Checkout page for an organization without a subscription; an organization
 * that already pays changes its subscription in place, prorated, with no payment page.
 */
export async function subscribe(
  context: ServerContext,
  scope: OrganizationScope,
  input: SubscribeInput,
): Promise<SubscribeResponse> {
  const plan = await requireBillingManager(context, scope);
  const { stripe, config } = requireStripe(context);
  await requireSeatsCoverAssigned(context, scope.organizationId, input.seat_count);
  const choice = { planType: input.plan_type, interval: input.billing_interval, seats: input.seat_count };
  if (!plan.stripeSubscriptionId) {
    const checkoutUrl = await createCheckoutSession(context, scope, plan, choice);
    return {
      success: true,
      message: 'Continue to checkout to finish your upgrade.',
      checkout_url: checkoutUrl,
    };
  }
  const subscriptionId = plan.stripeSubscriptionId;
  const current = await callStripe(context, 'subscription lookup', () =>
    stripe.subscriptions.retrieve(subscriptionId),
  );
  const item = current.items.data[0];
  const updated = await callStripe(context, 'plan change', () =>
    stripe.subscriptions.update(subscriptionId, {
      items: [
        {
          ...(item ? { id: item.id } : {}),
          price: config.prices[input.plan_type][input.billing_interval],
          quantity: input.seat_count,
        },
      ],
      proration_behavior: 'create_prorations',
      cancel_at_period_end: false,
      metadata: {
        organization_id: scope.organizationId,
        plan_type: input.plan_type,
        billing_interval: input.billing_interval,
      },
    }),
  );
  await applySubscription(context, updated);
  return { success: true, message: 'Your plan has been updated.', checkout_url: null };
}
