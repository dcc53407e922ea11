import type { RepositoryRow } from '@driftwatch/db';
import type { ServerContext } from '../../../server-context.js';
import { bitbucketPullRequestSchema } from './bitbucket-objects.js';
import { bitbucketAddress } from './bitbucket-repository-facts.js';
import { type OpenedBitbucket, openBitbucket } from './open-bitbucket.js';
import { queueBitbucketPullRequestScan } from './queue-bitbucket-pull-request-scan.js';
import { readBitbucketPages } from './read-bitbucket-pages.js';

/** Queues the check of each open pull request's head not checked yet; the number queued. */
export async function queueBitbucketPullRequestHeads(
  context: ServerContext,
  repository: RepositoryRow,
  bitbucket: OpenedBitbucket,
): Promise<number> {
  const pullRequests = await readBitbucketPages(
    bitbucket.client,
    bitbucket.client.repositories.listPullRequests({
      ...bitbucketAddress(repository),
      state: 'OPEN',
      pagelen: 50,
    }),
    bitbucketPullRequestSchema,
    5,
  );
  let queued = 0;
  for (const pullRequest of pullRequests) {
    if (await queueBitbucketPullRequestScan(context, repository, pullRequest)) queued += 1;
  }
  return queued;
}

/**
 * Queues the check of every open pull request's head, as its webhook would; a head already
 * checked (by a webhook, a poll or an earlier run) is not checked again. The number queued.
 */
export async function queueOpenBitbucketPullRequests(
  context: ServerContext,
  repository: RepositoryRow,
): Promise<number> {
  const bitbucket = await openBitbucket(context, repository.organizationId);
  return bitbucket ? queueBitbucketPullRequestHeads(context, repository, bitbucket) : 0;
}
