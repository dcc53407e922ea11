import type { RepositoryRow } from '@driftwatch/db';
import { recordPolledHead } from '@driftwatch/db/worker';
import type { ServerContext } from '../../../server-context.js';
import { queueScan } from '../../scans/queue-scan.js';
import type { PollOutcome } from '../poll-outcome.js';
import { bitbucketBranchSchema } from './bitbucket-objects.js';
import { bitbucketAddress } from './bitbucket-repository-facts.js';
import { openBitbucket } from './open-bitbucket.js';
import { queueBitbucketPullRequestHeads } from './queue-open-bitbucket-pull-requests.js';

/**
 * Asks Bitbucket what a webhook would have said: a new head on the default branch queues the
 * on-push scan, and each open pull request's head is checked unless that head was checked already
 * (by a webhook or an earlier poll), so polling and webhooks never check the same commit twice.
 */
export async function pollBitbucketRepository(
  context: ServerContext,
  repository: RepositoryRow,
): Promise<PollOutcome> {
  const bitbucket = await openBitbucket(context, repository.organizationId);
  if (!bitbucket) return { scans: 0, pullRequests: 0 };
  const outcome: PollOutcome = { scans: 0, pullRequests: 0 };
  const address = bitbucketAddress(repository);
  const branch = bitbucketBranchSchema.parse(
    (await bitbucket.client.repositories.getBranch({ ...address, name: repository.defaultBranch })).data,
  );
  const head = branch.target.hash;
  if (head !== repository.lastPolledHeadSha && (await recordPolledHead(context.db, repository, head))) {
    await queueScan(context, repository, { trigger: 'push', revision: head });
    outcome.scans += 1;
  }
  outcome.pullRequests += await queueBitbucketPullRequestHeads(context, repository, bitbucket);
  return outcome;
}
