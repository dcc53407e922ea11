import { type PortalResponse, webPages } from '@driftwatch/contract';
import type { OrganizationScope } from '../../auth/request-scope.js';
import { requestFailed } from '../../http/app-error.js';
import type { ServerContext } from '../../server-context.js';
import { callStripe } from './call-stripe.js';
import { requireBillingManager } from './require-billing-manager.js';
import { requireStripe } from './require-stripe.js';

/** Stripe's customer portal (payment method, invoices, billing details), back to /billing after. */
export async function createPortalSession(
  context: ServerContext,
  scope: OrganizationScope,
): Promise<PortalResponse> {
  const plan = await requireBillingManager(context, scope);
  const { stripe } = requireStripe(context);
  const customer = plan.stripeCustomerId;
  if (!customer) {
    throw requestFailed(
      'no_subscription',
      'There is no billing account yet. Choose a plan on the Plans & Pricing tab first.',
      409,
    );
  }
  const session = await callStripe(context, 'portal', () =>
    stripe.billingPortal.sessions.create({
      customer,
      return_url: `${context.config.publicUrl}${webPages.billing}`,
    }),
  );
  return { portal_url: session.url };
}
