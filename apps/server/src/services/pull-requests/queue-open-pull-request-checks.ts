import { findRepositoryById } from '@driftwatch/db/worker';
import type { ServerContext } from '../../server-context.js';
import { openPullRequestQueuers } from './open-pull-request-queuers.js';

/**
 * A manual scan's `include_pr_checks`: every open pull request of the repository gets its check, each
 * counted toward the period's pull requests and held to the plan's limit when it runs, as a
 * webhook's check is. A repository no code host serves has no pull requests to check.
 */
export async function queueOpenPullRequestChecks(
  context: ServerContext,
  repositoryId: string,
): Promise<number> {
  const repository = await findRepositoryById(context.db, repositoryId);
  const queue = repository ? openPullRequestQueuers[repository.provider] : undefined;
  if (!repository || !queue) return 0;
  const queued = await queue(context, repository);
  context.logger.info({ repositoryId, queued }, 'Queued the checks of open pull requests');
  return queued;
}
