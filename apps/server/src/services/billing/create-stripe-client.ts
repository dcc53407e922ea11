import Stripe from 'stripe';
import type { StripeConfig } from '../../config/app-config.js';

/** The official SDK aimed at STRIPE_API_URL, so a closed network or a test can run a local Stripe. */
export function createStripeClient(config: StripeConfig): Stripe {
  const url = new URL(config.apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(config.secretKey, {
    host: url.hostname,
    port: url.port || (protocol === 'http' ? 80 : 443),
    protocol,
    maxNetworkRetries: 1,
    timeout: 20_000,
    telemetry: false,
  });
}
