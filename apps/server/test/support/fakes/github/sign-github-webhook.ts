import { createHmac, randomUUID } from 'node:crypto';

/** X-Hub-Signature-256 exactly as GitHub computes it: sha256= + hex HMAC-SHA256 of the raw body. */
function signGithubPayload(secret: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;
}

export interface WebhookDelivery {
  status: number;
  body: string;
  deliveryId: string;
}

/** Posts one delivery as GitHub does (headers, signature); a given deliveryId replays a delivery. */
export async function sendGithubWebhook(
  url: string,
  input: { secret: string; event: string; payload: unknown; deliveryId?: string; signature?: string | null },
): Promise<WebhookDelivery> {
  const body = JSON.stringify(input.payload);
  const deliveryId = input.deliveryId ?? randomUUID();
  const signature = input.signature === undefined ? signGithubPayload(input.secret, body) : input.signature;
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'user-agent': 'GitHub-Hookshot/fake',
      'x-github-event': input.event,
      'x-github-delivery': deliveryId,
      ...(signature === null ? {} : { 'x-hub-signature-256': signature }),
    },
    body,
  });
  return { status: response.status, body: await response.text(), deliveryId };
}
