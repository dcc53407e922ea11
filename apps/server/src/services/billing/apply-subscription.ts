import type { BillingInterval, PlanType } from '@driftwatch/contract';
import {
  findOrganizationPlan,
  findOrganizationPlanByStripeCustomer,
  type OrganizationPlanRow,
  setOrganizationStatus,
  updateOrganizationPlan,
} from '@driftwatch/db';
import type Stripe from 'stripe';
import type { StripeConfig } from '../../config/app-config.js';
import type { ServerContext } from '../../server-context.js';
import { moveToFreePlan } from './move-to-free-plan.js';

function customerId(customer: string | { id: string }): string {
  return typeof customer === 'string' ? customer : customer.id;
}

/** The organization a Stripe object belongs to: by our metadata, else by its customer. */
export async function findPlanForStripeObject(
  context: ServerContext,
  customer: string | { id: string } | null,
  metadata: Stripe.Metadata | null,
): Promise<OrganizationPlanRow | undefined> {
  const organizationId = metadata?.organization_id;
  if (organizationId) {
    const plan = await findOrganizationPlan(context.db, organizationId).catch(() => undefined);
    if (plan) return plan;
  }
  return customer ? findOrganizationPlanByStripeCustomer(context.db, customerId(customer)) : undefined;
}

/** Which of our plans and intervals a Stripe price id is, from the configured price ids. */
function planForPrice(
  config: StripeConfig,
  priceId: string | undefined,
): { planType: PlanType; interval: BillingInterval } | undefined {
  for (const planType of ['team', 'pro'] as const) {
    for (const interval of ['monthly', 'annual'] as const) {
      if (config.prices[planType][interval] === priceId) return { planType, interval };
    }
  }
  return undefined;
}

const statusFor: Partial<Record<Stripe.Subscription.Status, OrganizationPlanRow['status']>> = {
  active: 'active',
  trialing: 'trialing',
  past_due: 'past_due',
  unpaid: 'past_due',
};

/**
 * Copies a subscription as Stripe reports it (after checkout, a seat or plan change, a renewal)
 * onto the organization's plan. An ended subscription moves the organization to free; a new
 * period starts the pull-request count again.
 */
export async function applySubscription(
  context: ServerContext,
  subscription: Stripe.Subscription,
): Promise<void> {
  const config = context.config.stripe;
  if (!config) return;
  const plan = await findPlanForStripeObject(context, subscription.customer, subscription.metadata);
  if (!plan) {
    context.logger.warn({ subscription: subscription.id }, 'Stripe subscription for no known organization');
    return;
  }
  if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired') {
    // A late event of an older subscription must not end the one the organization has now.
    if (plan.stripeSubscriptionId === null || plan.stripeSubscriptionId === subscription.id) {
      await moveToFreePlan(context, plan.organizationId);
    }
    return;
  }
  const status = statusFor[subscription.status];
  // incomplete (first payment pending) and paused change nothing until Stripe settles them.
  if (!status) return;
  const item = subscription.items.data[0];
  const priced = planForPrice(config, item?.price.id);
  const periodStartsAt = item ? new Date(item.current_period_start * 1000) : plan.periodStartsAt;
  const newPeriod = periodStartsAt?.getTime() !== plan.periodStartsAt?.getTime();
  await updateOrganizationPlan(context.db, plan.organizationId, {
    planType: priced?.planType ?? plan.planType,
    billingInterval: priced?.interval ?? plan.billingInterval,
    status,
    assignedSeats: item?.quantity ?? plan.assignedSeats,
    periodStartsAt,
    periodEndsAt: item ? new Date(item.current_period_end * 1000) : plan.periodEndsAt,
    trialEndsAt: subscription.trial_end ? new Date(subscription.trial_end * 1000) : null,
    stripeCustomerId: customerId(subscription.customer),
    stripeSubscriptionId: subscription.id,
    cancelAtPeriodEnd: subscription.cancel_at_period_end,
    ...(newPeriod ? { currentPrCount: 0 } : {}),
    ...(status === 'active' || status === 'trialing' ? { paymentFailedAt: null } : {}),
  });
  if (status === 'active' || status === 'trialing')
    await setOrganizationStatus(context.db, plan.organizationId, 'active');
}
