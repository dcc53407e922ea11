import { createHmac } from 'node:crypto';
import type { WebhookPolicy } from '../../server-context.js';
import { DeliveryError } from './delivery-error.js';
import { postHttpsJson } from './post-https-json.js';

/** The signature header: `sha256=` and the hex HMAC-SHA256 of `<timestamp>.<body>` with the channel's secret. */
function signWebhook(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

export interface WebhookDelivery {
  url: string;
  secret: string;
  event: string;
  payload: unknown;
}

/**
 * POSTs a signed JSON payload over HTTPS; any status outside 2xx is a failure, retried when the
 * receiver is busy or broken (429, 5xx). Redirects are not followed.
 */
export async function deliverWebhook(
  policy: WebhookPolicy,
  delivery: WebhookDelivery,
): Promise<{ status: number }> {
  const body = JSON.stringify(delivery.payload);
  const timestamp = String(Math.floor(Date.now() / 1000));
  const answer = await postHttpsJson(policy, delivery.url, body, {
    'user-agent': 'Driftwatch-Webhook/1',
    'x-driftwatch-event': delivery.event,
    'x-driftwatch-timestamp': timestamp,
    'x-driftwatch-signature': signWebhook(delivery.secret, timestamp, body),
  });
  if (answer.status >= 200 && answer.status < 300) return { status: answer.status };
  const retryable = answer.status === 429 || answer.status >= 500;
  throw new DeliveryError(`The webhook answered with HTTP ${answer.status}.`, {
    retryable,
    retryAfterSeconds: answer.retryAfterSeconds,
    showOnChannel: !retryable,
  });
}
