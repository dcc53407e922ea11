import { lookup } from 'node:dns';
import { request } from 'node:https';
import type { LookupFunction } from 'node:net';
import type { WebhookPolicy } from '../../server-context.js';
import { isPrivateAddress } from '../network/is-private-address.js';

/** The target itself is refused (plain HTTP, a private address): no retry can help. */
export class WebhookRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WebhookRefusedError';
  }
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

/** A literal private IP in the URL never goes through lookup(); refuse it up front. */
export function assertWebhookTarget(policy: WebhookPolicy, webhookUrl: string): void {
  const url = new URL(webhookUrl);
  if (url.protocol !== 'https:') throw new WebhookRefusedError('Webhooks are delivered over HTTPS only.');
  if (url.username || url.password)
    throw new WebhookRefusedError('The webhook URL must not contain credentials.');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (
    !policy.allowPrivateAddresses &&
    (host === 'localhost' || (/^[\d.:a-f]+$/i.test(host) && isPrivateAddress(host)))
  ) {
    throw new WebhookRefusedError('The webhook URL points at a private address, which is not allowed.');
  }
}

export interface HttpsAnswer {
  status: number;
  /** Seconds from a Retry-After header given in seconds, else undefined. */
  retryAfterSeconds: number | undefined;
}

function readRetryAfter(value: string | string[] | undefined): number | undefined {
  const text = Array.isArray(value) ? value[0] : value;
  const seconds = text && /^\d+$/.test(text.trim()) ? Number(text.trim()) : undefined;
  return seconds;
}

/**
 * POSTs JSON over HTTPS to a target outside the server's network and answers the status whatever
 * it is. Redirects are not followed; the body of the answer is ignored.
 */
export async function postHttpsJson(
  policy: WebhookPolicy,
  target: string,
  body: string,
  headers: Record<string, string>,
): Promise<HttpsAnswer> {
  assertWebhookTarget(policy, target);
  return new Promise((resolve, reject) => {
    const outgoing = request(
      new URL(target),
      {
        method: 'POST',
        lookup: guardedLookup(policy),
        ...(policy.trustedCa ? { ca: policy.trustedCa } : {}),
        timeout: policy.timeoutMs,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          ...headers,
        },
      },
      (response) => {
        response.resume();
        resolve({
          status: response.statusCode ?? 0,
          retryAfterSeconds: readRetryAfter(response.headers['retry-after']),
        });
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
