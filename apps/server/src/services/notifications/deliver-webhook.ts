import { createHmac } from 'node:crypto';
import { lookup } from 'node:dns';
import { request } from 'node:https';
import type { LookupFunction } from 'node:net';
import type { WebhookPolicy } from '../../server-context.js';
import { isPrivateAddress } from '../network/is-private-address.js';

export class WebhookRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookRefusedError';
  }
}

/** The signature header: `sha256=` and the hex HMAC-SHA256 of `<timestamp>.<body>` with the channel's secret. */
function signWebhook(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/**
 * Resolves the host and refuses private addresses at connect time, so a DNS answer that changes
 * between a check and the request cannot point the webhook at the internal network.
 */
function guardedLookup(policy: WebhookPolicy): LookupFunction {
  return (hostname, options, callback) => {
    lookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(unreachable(), '', 4);
      const allowed = addresses.filter(
        (entry) => policy.allowPrivateAddresses || !isPrivateAddress(entry.address),
      );
      const chosen = allowed[0];
      if (!chosen) {
        return callback(new WebhookRefusedError('The webhook host is not allowed.'), '', 4);
      }
      if (options.all) return callback(null, allowed, chosen.family);
      return callback(null, chosen.address, chosen.family);
    });
  };
}

/** A failure whose message is safe to show the user: it names no address or port of the server's network. */
class WebhookDeliveryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookDeliveryError';
  }
}

function unreachable(): WebhookDeliveryError {
  return new WebhookDeliveryError('The webhook host could not be reached.');
}

function isShowable(error: Error): boolean {
  return error instanceof WebhookRefusedError || error instanceof WebhookDeliveryError;
}

export interface WebhookDelivery {
  url: string;
  secret: string;
  event: string;
  payload: unknown;
}

/** POSTs a signed JSON payload over HTTPS; any status outside 2xx is a failure. Redirects are not followed. */
export async function deliverWebhook(
  policy: WebhookPolicy,
  delivery: WebhookDelivery,
): Promise<{ status: number }> {
  assertWebhookTarget(policy, delivery.url);
  const url = new URL(delivery.url);
  if (url.username || url.password)
    throw new WebhookRefusedError('The webhook URL must not contain credentials.');
  const body = JSON.stringify(delivery.payload);
  const timestamp = String(Math.floor(Date.now() / 1000));
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      {
        method: 'POST',
        lookup: guardedLookup(policy),
        ...(policy.trustedCa ? { ca: policy.trustedCa } : {}),
        timeout: policy.timeoutMs,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'Driftwatch-Webhook/1',
          'x-driftwatch-event': delivery.event,
          'x-driftwatch-timestamp': timestamp,
          'x-driftwatch-signature': signWebhook(delivery.secret, timestamp, body),
        },
      },
      (response) => {
        response.resume();
        const status = response.statusCode ?? 0;
        if (status >= 200 && status < 300) resolve({ status });
        else reject(new Error(`The webhook answered with HTTP ${status}.`));
      },
    );
    outgoing.on('timeout', () =>
      outgoing.destroy(new WebhookDeliveryError('The webhook did not answer in time.')),
    );
    // Network errors name resolved addresses and ports of the server's network; the user sees neither.
    outgoing.on('error', (error) => reject(isShowable(error) ? error : unreachable()));
    outgoing.end(body);
  });
}

/** A literal private IP in the URL never goes through lookup(); refuse it up front. */
export function assertWebhookTarget(policy: WebhookPolicy, webhookUrl: string): void {
  const url = new URL(webhookUrl);
  if (url.protocol !== 'https:') throw new WebhookRefusedError('Webhooks are delivered over HTTPS only.');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (
    !policy.allowPrivateAddresses &&
    (host === 'localhost' || (/^[\d.:a-f]+$/i.test(host) && isPrivateAddress(host)))
  ) {
    throw new WebhookRefusedError('The webhook URL points at a private address, which is not allowed.');
  }
}
