import type { BillingChangeResponse } from '@driftwatch/contract';
import { updateOrganizationPlan } from '@driftwatch/db';
import type { OrganizationScope } from '../../auth/request-scope.js';
import type { ServerContext } from '../../server-context.js';
import { applySubscription } from './apply-subscription.js';
import { callStripe } from './call-stripe.js';
import { requireBillingManager } from './require-billing-manager.js';
import { requireSeatsCoverAssigned } from './require-seats-cover-assigned.js';
import { requireStripe } from './require-stripe.js';
import { toOrganizationPlan } from './to-organization-plan.js';

/**
 * Sets the seats the plan pays for. A Stripe subscription changes its quantity with prorations
 * (the difference is charged or credited on the next invoice); without one (a trial, or a server
 * without billing) the count is simply stored.
 */
export async function updateSeats(
  context: ServerContext,
  scope: OrganizationScope,
  seatCount: number,
): Promise<BillingChangeResponse> {
  const plan = await requireBillingManager(context, scope);
  await requireSeatsCoverAssigned(context, scope.organizationId, seatCount);
  const subscriptionId = plan.stripeSubscriptionId;
  if (subscriptionId && context.config.stripe) {
    const { stripe } = requireStripe(context);
    const current = await callStripe(context, 'subscription lookup', () =>
      stripe.subscriptions.retrieve(subscriptionId),
    );
    const item = current.items.data[0];
    const updated = await callStripe(context, 'seat change', () =>
      stripe.subscriptions.update(subscriptionId, {
        items: [{ ...(item ? { id: item.id } : {}), quantity: seatCount }],
        proration_behavior: 'create_prorations',
      }),
    );
    await applySubscription(context, updated);
  }
  const saved = await updateOrganizationPlan(context.db, scope.organizationId, { assignedSeats: seatCount });
  return {
    success: true,
    message: `Your plan now has ${seatCount} ${seatCount === 1 ? 'seat' : 'seats'}.`,
    organization_plan: toOrganizationPlan(saved ?? { ...plan, assignedSeats: seatCount }),
  };
}
