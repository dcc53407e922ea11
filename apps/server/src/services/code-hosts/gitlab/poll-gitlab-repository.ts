import type { RepositoryRow } from '@driftwatch/db';
import { recordPolledHead } from '@driftwatch/db/worker';
import type { ServerContext } from '../../../server-context.js';
import { queueScan } from '../../scans/queue-scan.js';
import type { PollOutcome } from '../poll-outcome.js';
import { openGitlab } from './open-gitlab.js';
import { queueOpenGitlabMergeRequests } from './queue-open-gitlab-merge-requests.js';

/**
 * Asks GitLab what a webhook would have said: a new head on the default branch queues the on-push
 * scan, and each open merge request's head is checked unless that head was checked already (by a
 * webhook or an earlier poll), so polling and webhooks never check the same commit twice.
 */
export async function pollGitlabRepository(
  context: ServerContext,
  repository: RepositoryRow,
): Promise<PollOutcome> {
  const gitlab = await openGitlab(context, repository.organizationId);
  if (!gitlab) return { scans: 0, pullRequests: 0 };
  const outcome: PollOutcome = { scans: 0, pullRequests: 0 };
  const branch = await gitlab.client.Branches.show(repository.externalId, repository.defaultBranch);
  const head = branch.commit.id;
  if (head !== repository.lastPolledHeadSha && (await recordPolledHead(context.db, repository, head))) {
    await queueScan(context, repository, { trigger: 'push', revision: head });
    outcome.scans += 1;
  }
  outcome.pullRequests += await queueOpenGitlabMergeRequests(context, repository);
  return outcome;
}
