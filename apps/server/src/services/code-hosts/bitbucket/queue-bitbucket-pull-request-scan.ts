import type { RepositoryRow } from '@driftwatch/db';
import type { BitbucketClient } from '@driftwatch/integrations/bitbucket';
import type { ServerContext } from '../../../server-context.js';
import { queuePullRequestScan } from '../../pull-requests/queue-pull-request-scan.js';
import { type BitbucketPullRequest, bitbucketCommitSchema } from './bitbucket-objects.js';
import { bitbucketAddress } from './bitbucket-repository-facts.js';
import { openBitbucket } from './open-bitbucket.js';

async function fullHash(
  client: BitbucketClient,
  address: { workspace: string; repo_slug: string },
  commit: string,
): Promise<string> {
  return bitbucketCommitSchema.parse((await client.repositories.getCommit({ ...address, commit })).data).hash;
}

/**
 * Queues the check of a pull request's head commit. Bitbucket names the head and the destination by
 * abbreviated hashes (in events and in the pull request alike), so both are read back in full; the
 * base is the merge base of the two, the commit the pull request's diff starts from. A head pushed
 * to a fork is read from the fork, and its base is the destination's commit. False when this head was
 * already checked, however it was noticed (webhook or poll).
 */
export async function queueBitbucketPullRequestScan(
  context: ServerContext,
  repository: RepositoryRow,
  pullRequest: BitbucketPullRequest,
): Promise<boolean> {
  const bitbucket = await openBitbucket(context, repository.organizationId);
  const head = pullRequest.source.commit?.hash;
  const destination = pullRequest.destination.commit?.hash;
  if (!bitbucket || !head || !destination) return false;
  const address = bitbucketAddress(repository);
  const source = pullRequest.source.repository?.full_name ?? repository.fullName;
  const fromFork = source.toLowerCase() !== repository.fullName.toLowerCase();
  const [workspace = '', slug = ''] = source.split('/');
  const headSha = await fullHash(bitbucket.client, fromFork ? { workspace, repo_slug: slug } : address, head);
  const baseSha = fromFork
    ? await fullHash(bitbucket.client, address, destination)
    : bitbucketCommitSchema.parse(
        (
          await bitbucket.client.repositories.getMergeBase({
            ...address,
            revspec: `${destination}..${headSha}`,
          })
        ).data,
      ).hash;
  const scan = await queuePullRequestScan(context, repository, {
    number: pullRequest.id,
    url: pullRequest.links.html.href,
    title: pullRequest.title,
    baseSha,
    headSha,
  });
  return scan !== undefined;
}
