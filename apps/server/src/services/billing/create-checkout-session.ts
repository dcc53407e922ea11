import type { BillingInterval } from '@driftwatch/contract';
import { webPages } from '@driftwatch/contract';
import type { OrganizationPlanRow } from '@driftwatch/db';
import type { OrganizationScope } from '../../auth/request-scope.js';
import { requestFailed } from '../../http/app-error.js';
import type { ServerContext } from '../../server-context.js';
import { callStripe } from './call-stripe.js';
import { ensureStripeCustomer } from './ensure-stripe-customer.js';
import { requireStripe } from './require-stripe.js';

export interface CheckoutChoice {
  planType: 'team' | 'pro';
  interval: BillingInterval;
  seats: number;
}

/** Stripe refuses a trial_end less than 48 hours away, so a trial that nearly ended is not carried over. */
const minimumTrialMs = 48 * 60 * 60 * 1000 + 60_000;

/**
 * A Stripe Checkout page in subscription mode: seats as the quantity, the plan's monthly or annual
 * price, and what is left of the organization's trial carried over so paying early loses no days.
 */
export async function createCheckoutSession(
  context: ServerContext,
  scope: OrganizationScope,
  plan: OrganizationPlanRow,
  choice: CheckoutChoice,
): Promise<string> {
  const { stripe, config } = requireStripe(context);
  const customer = await ensureStripeCustomer(context, stripe, scope, plan);
  const now = context.clock.now();
  const trialEnd =
    plan.status === 'trialing' &&
    plan.trialEndsAt &&
    plan.trialEndsAt.getTime() - now.getTime() > minimumTrialMs
      ? Math.floor(plan.trialEndsAt.getTime() / 1000)
      : undefined;
  const metadata = {
    organization_id: scope.organizationId,
    plan_type: choice.planType,
    billing_interval: choice.interval,
  };
  const billingPage = `${context.config.publicUrl}${webPages.billing}`;
  const session = await callStripe(context, 'checkout', () =>
    stripe.checkout.sessions.create({
      mode: 'subscription',
      customer,
      client_reference_id: scope.organizationId,
      line_items: [{ price: config.prices[choice.planType][choice.interval], quantity: choice.seats }],
      subscription_data: { metadata, ...(trialEnd ? { trial_end: trialEnd } : {}) },
      metadata,
      success_url: `${billingPage}?success=true`,
      cancel_url: `${billingPage}?canceled=true`,
    }),
  );
  if (!session.url)
    throw requestFailed('payment_provider_error', 'The payment provider gave no checkout page.', 400);
  return session.url;
}
