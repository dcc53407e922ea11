import { billingVariables } from '@driftwatch/contract';
import type Stripe from 'stripe';
import type { StripeConfig } from '../../config/app-config.js';
import { requestFailed } from '../../http/app-error.js';
import type { ServerContext } from '../../server-context.js';
import { createStripeClient } from './create-stripe-client.js';

export const billingNotConfiguredMessage = `Billing is not enabled on this server. Set ${billingVariables.join(', ')} to enable it.`;

/** The Stripe client for calls that charge; a self-hosted server answers billing_not_configured. */
export function requireStripe(context: ServerContext): { stripe: Stripe; config: StripeConfig } {
  const config = context.config.stripe;
  if (!config) throw requestFailed('billing_not_configured', billingNotConfiguredMessage, 409);
  return { stripe: createStripeClient(config), config };
}
