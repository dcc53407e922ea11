import { createHmac } from 'node:crypto';
import { listRepositoriesByExternalId, recordWebhookDelivery } from '@driftwatch/db/worker';
import { requestFailed, unauthorized } from '../../../http/app-error.js';
import type { ServerContext } from '../../../server-context.js';
import { queueScan } from '../../scans/queue-scan.js';
import { matchWebhookSecret, sameSecret } from '../match-webhook-secret.js';
import {
  bitbucketEventRepositorySchema,
  bitbucketPullRequestEventSchema,
  bitbucketPushEventSchema,
} from './bitbucket-webhook-event.js';
import { queueBitbucketPullRequestScan } from './queue-bitbucket-pull-request-scan.js';

export interface BitbucketDelivery {
  /** The exact bytes Bitbucket signed. */
  body: Buffer | undefined;
  /** X-Hub-Signature: sha256=<hex HMAC-SHA256 of the body with the hook's secret>. */
  signature: string | undefined;
  /** X-Event-Key, e.g. repo:push or pullrequest:updated. */
  event: string | undefined;
  /** X-Request-UUID: one per delivery. */
  requestId: string | undefined;
}

function parseJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8'));
  } catch {
    return undefined;
  }
}

/**
 * A Bitbucket webhook delivery: only the connections whose hook secret signed it act on it (none:
 * 401, nothing queued), each once per request id. A push to the default branch queues the on-push
 * scan; a pull request created or updated (new commits, or a title edit: the head decides) queues
 * its check.
 */
export async function receiveBitbucketWebhook(
  context: ServerContext,
  delivery: BitbucketDelivery,
): Promise<{ received: boolean; queued: number }> {
  const { body, signature } = delivery;
  if (!body || !signature?.startsWith('sha256=')) throw unauthorized();
  const payload = parseJson(body);
  const named = bitbucketEventRepositorySchema.safeParse(payload);
  if (!named.success) throw unauthorized();
  const candidates = await listRepositoriesByExternalId(context.db, 'bitbucket', named.data.repository.uuid);
  const repositories = matchWebhookSecret(context.config.secretKey, candidates, (secret) =>
    sameSecret(signature, `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`),
  );
  if (repositories.length === 0) throw unauthorized();
  if (!delivery.requestId) throw requestFailed('bad_request', 'X-Request-UUID is required.', 400);
  let queued = 0;
  for (const repository of repositories) {
    const first = await recordWebhookDelivery(context.db, {
      provider: 'bitbucket',
      deliveryId: `${repository.id}:${delivery.requestId}`,
      event: delivery.event ?? 'unknown',
    });
    if (!first || repository.status === 'paused') continue;
    if (delivery.event === 'repo:push') {
      const push = bitbucketPushEventSchema.safeParse(payload);
      const change = push.success
        ? push.data.push.changes.findLast(
            (item) => item.new?.type === 'branch' && item.new.name === repository.defaultBranch,
          )
        : undefined;
      if (!change?.new) continue;
      await queueScan(context, repository, { trigger: 'push', revision: change.new.target.hash });
      queued += 1;
    } else if (delivery.event === 'pullrequest:created' || delivery.event === 'pullrequest:updated') {
      const event = bitbucketPullRequestEventSchema.safeParse(payload);
      if (!event.success || event.data.pullrequest.state !== 'OPEN') continue;
      if (await queueBitbucketPullRequestScan(context, repository, event.data.pullrequest)) queued += 1;
    }
  }
  return { received: true, queued };
}
