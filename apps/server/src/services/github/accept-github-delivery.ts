import { deleteWebhookDelivery, recordWebhookDelivery } from '@driftwatch/db';
import { Webhooks } from '@octokit/webhooks';
import { requestFailed } from '../../http/app-error.js';
import { handleGithubEventJob } from '../../jobs/handle-github-event-job.js';
import type { ServerContext } from '../../server-context.js';
import { requireGithubApp } from './require-github-app.js';

function refused(message: string) {
  return requestFailed('invalid_signature', message, 401);
}

/**
 * Checks a GitHub delivery's signature (HMAC-SHA256 of the raw body with the webhook secret,
 * compared in constant time), records its delivery id, and queues it. False for a delivery id seen
 * before: GitHub redelivers, and each delivery must act once. Nothing is queued for a delivery
 * whose signature does not match.
 */
export async function acceptGithubDelivery(
  context: ServerContext,
  input: {
    body: Buffer | undefined;
    signature: string | undefined;
    event: string | undefined;
    deliveryId: string | undefined;
  },
): Promise<boolean> {
  const config = requireGithubApp(context);
  if (!input.body || !input.signature) throw refused('A GitHub signature (X-Hub-Signature-256) is required.');
  const text = input.body.toString('utf8');
  const valid = await new Webhooks({ secret: config.webhookSecret })
    .verify(text, input.signature)
    .catch(() => false);
  if (!valid) throw refused('The signature does not match this delivery.');
  if (!input.event || !input.deliveryId)
    throw requestFailed('bad_request', 'X-GitHub-Event and X-GitHub-Delivery are required.', 400);
  let payload: unknown;
  try {
    payload = JSON.parse(text);
  } catch {
    throw requestFailed('bad_request', 'The delivery is not JSON.', 400);
  }
  const delivery = { provider: 'github', deliveryId: input.deliveryId, event: input.event };
  if (!(await recordWebhookDelivery(context.db, delivery))) return false;
  try {
    await context.jobs.send(
      handleGithubEventJob,
      { deliveryId: input.deliveryId, event: input.event, payload },
      { singletonKey: `github:${input.deliveryId}` },
    );
  } catch (error) {
    // Not queued: forget the delivery so GitHub's redelivery of it is handled.
    await deleteWebhookDelivery(context.db, delivery);
    throw error;
  }
  return true;
}
