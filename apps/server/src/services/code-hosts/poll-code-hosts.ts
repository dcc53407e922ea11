import { claimRepositoryPoll, listDuePollingRepositories } from '@driftwatch/db/worker';
import type { ServerContext } from '../../server-context.js';
import { pollBitbucketRepository } from './bitbucket/poll-bitbucket-repository.js';
import { type PollOutcome, pollGitlabRepository } from './gitlab/poll-gitlab-repository.js';

/** Each code host's poll, by repository provider. */
const pollers = { gitlab: pollGitlabRepository, bitbucket: pollBitbucketRepository };

/**
 * Polls the code host of every repository set to poll whose interval has passed. One repository's
 * unreachable host is logged and retried at its next interval; it never holds up the others.
 */
export async function pollCodeHosts(context: ServerContext): Promise<PollOutcome> {
  const now = context.clock.now();
  const total: PollOutcome = { scans: 0, pullRequests: 0 };
  for (const repository of await listDuePollingRepositories(context.db, now)) {
    if (repository.provider !== 'gitlab' && repository.provider !== 'bitbucket') continue;
    if (!(await claimRepositoryPoll(context.db, repository, now))) continue;
    try {
      const outcome = await pollers[repository.provider](context, repository);
      total.scans += outcome.scans;
      total.pullRequests += outcome.pullRequests;
    } catch (error) {
      context.logger.warn({ err: error, repositoryId: repository.id }, 'Polling the code host failed');
    }
  }
  return total;
}
