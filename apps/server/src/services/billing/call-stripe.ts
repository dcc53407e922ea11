import Stripe from 'stripe';
import { requestFailed } from '../../http/app-error.js';
import type { ServerContext } from '../../server-context.js';

/**
 * Runs one Stripe call; a Stripe error becomes a 400 with Stripe's own message (it explains card
 * and configuration problems), logged without the request's secrets.
 */
export async function callStripe<T>(
  context: ServerContext,
  what: string,
  call: () => Promise<T>,
): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeError)) throw error;
    context.logger.warn(
      { type: error.type, code: error.code, status: error.statusCode },
      `Stripe ${what} failed`,
    );
    throw requestFailed(
      'payment_provider_error',
      `The payment provider refused the request: ${error.message}`,
      400,
    );
  }
}
