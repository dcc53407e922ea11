import { listRepositoriesByExternalId, recordWebhookDelivery } from '@driftwatch/db/worker';
import { requestFailed, unauthorized } from '../../../http/app-error.js';
import type { ServerContext } from '../../../server-context.js';
import { queueScan } from '../../scans/queue-scan.js';
import { matchWebhookSecret, sameSecret } from '../match-webhook-secret.js';
import { gitlabEventProjectSchema, gitlabWebhookEventSchema } from './gitlab-webhook-event.js';
import { queueGitlabMergeRequestScan } from './queue-gitlab-merge-request-scan.js';

export interface GitlabDelivery {
  /** X-Gitlab-Token: the hook's secret token, sent as is. */
  token: string | undefined;
  /** X-Gitlab-Event-UUID. */
  eventId: string | undefined;
  body: unknown;
}

/** MR actions that bring new code to check; close, merge, approve and label changes do not. */
const checkedActions = new Set(['open', 'update', 'reopen']);

/**
 * A GitLab hook delivery: only the connections whose hook secret it carries act on it (none: 401,
 * nothing queued), each once per event id. A push to the default branch queues the on-push scan;
 * an opened, updated or reopened merge request queues its check.
 */
export async function receiveGitlabWebhook(
  context: ServerContext,
  delivery: GitlabDelivery,
): Promise<{ received: boolean; queued: number }> {
  const named = gitlabEventProjectSchema.safeParse(delivery.body);
  if (!delivery.token || !named.success) throw unauthorized();
  const { token } = delivery;
  const candidates = await listRepositoriesByExternalId(context.db, 'gitlab', String(named.data.project.id));
  const repositories = matchWebhookSecret(context.config.secretKey, candidates, (secret) =>
    sameSecret(token, secret),
  );
  if (repositories.length === 0) throw unauthorized();
  if (!delivery.eventId) throw requestFailed('bad_request', 'X-Gitlab-Event-UUID is required.', 400);
  const parsed = gitlabWebhookEventSchema.safeParse(delivery.body);
  // Other events (tags, notes, pipelines) are acknowledged: the hook only asks for push and MR events.
  if (!parsed.success) return { received: true, queued: 0 };
  const event = parsed.data;
  let queued = 0;
  for (const repository of repositories) {
    const first = await recordWebhookDelivery(context.db, {
      provider: 'gitlab',
      deliveryId: `${repository.id}:${delivery.eventId}`,
      event: event.object_kind,
    });
    if (!first || repository.status === 'paused') continue;
    if (event.object_kind === 'push') {
      if (event.ref !== `refs/heads/${repository.defaultBranch}` || /^0+$/.test(event.after)) continue;
      await queueScan(context, repository, { trigger: 'push', revision: event.after });
      queued += 1;
    } else if (
      checkedActions.has(event.object_attributes.action ?? '') &&
      event.object_attributes.state === 'opened'
    ) {
      if (
        await queueGitlabMergeRequestScan(context, repository, {
          iid: event.object_attributes.iid,
          title: event.object_attributes.title,
          url: event.object_attributes.url,
          headSha: event.object_attributes.last_commit.id,
        })
      )
        queued += 1;
    }
  }
  return { received: true, queued };
}
