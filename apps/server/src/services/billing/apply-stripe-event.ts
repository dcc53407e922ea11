import { claimStripeEvent, setOrganizationStatus, updateOrganizationPlan } from '@driftwatch/db';
import type Stripe from 'stripe';
import type { ServerContext } from '../../server-context.js';
import { applySubscription, findPlanForStripeObject } from './apply-subscription.js';
import { createStripeClient } from './create-stripe-client.js';
import { isPastPaymentGrace, suspendForNonPayment } from './suspend-for-non-payment.js';

function invoiceMetadata(invoice: Stripe.Invoice): Stripe.Metadata | null {
  return invoice.parent?.subscription_details?.metadata ?? null;
}

/**
 * The subscription a completed checkout created, fetched before the event's transaction opens so
 * no database connection waits on Stripe.
 */
async function checkoutSubscription(
  context: ServerContext,
  event: Stripe.Event,
): Promise<Stripe.Subscription | undefined> {
  const config = context.config.stripe;
  if (!config || event.type !== 'checkout.session.completed') return undefined;
  const session = event.data.object;
  if (session.mode !== 'subscription' || !session.subscription) return undefined;
  if (typeof session.subscription !== 'string') return session.subscription;
  return createStripeClient(config).subscriptions.retrieve(session.subscription);
}

async function applyInvoicePaid(context: ServerContext, invoice: Stripe.Invoice): Promise<void> {
  const plan = await findPlanForStripeObject(context, invoice.customer, invoiceMetadata(invoice));
  if (!plan) return;
  const owed = plan.status === 'past_due' || plan.status === 'suspended';
  await updateOrganizationPlan(context.db, plan.organizationId, {
    paymentFailedAt: null,
    ...(owed ? { status: 'active' as const } : {}),
  });
  await setOrganizationStatus(context.db, plan.organizationId, 'active');
}

async function applyPaymentFailed(context: ServerContext, invoice: Stripe.Invoice): Promise<void> {
  const plan = await findPlanForStripeObject(context, invoice.customer, invoiceMetadata(invoice));
  if (!plan) return;
  // The grace period runs from the first failure; Stripe's retries do not restart it.
  const now = context.clock.now();
  const failedAt = plan.paymentFailedAt ?? now;
  await updateOrganizationPlan(context.db, plan.organizationId, {
    paymentFailedAt: failedAt,
    ...(plan.status === 'suspended' ? {} : { status: 'past_due' as const }),
  });
  // A failure already past the grace (none configured, or a retry after it) suspends at once
  // instead of waiting for the hourly check.
  if (isPastPaymentGrace(failedAt, now, context.config.billingGraceDays))
    await suspendForNonPayment(context.db, plan.organizationId);
}

async function applyEvent(
  context: ServerContext,
  event: Stripe.Event,
  checkedOut: Stripe.Subscription | undefined,
): Promise<void> {
  switch (event.type) {
    case 'checkout.session.completed':
      return checkedOut ? applySubscription(context, checkedOut) : undefined;
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
      return applySubscription(context, event.data.object);
    case 'invoice.paid':
      return applyInvoicePaid(context, event.data.object);
    case 'invoice.payment_failed':
      return applyPaymentFailed(context, event.data.object);
    default:
      return;
  }
}

/**
 * Applies a verified Stripe event once: the event id is claimed in the same transaction as the
 * changes, so a replayed event is ignored and a failed one is rolled back for Stripe to retry.
 */
export async function applyStripeEvent(
  context: ServerContext,
  event: Stripe.Event,
): Promise<'applied' | 'duplicate'> {
  const checkedOut = await checkoutSubscription(context, event);
  return context.db.transaction(async (tx) => {
    if (!(await claimStripeEvent(tx, event.id, event.type))) return 'duplicate';
    await applyEvent({ ...context, db: tx }, event, checkedOut);
    return 'applied';
  });
}
