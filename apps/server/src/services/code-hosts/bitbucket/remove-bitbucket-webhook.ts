import type { RepositoryRow } from '@driftwatch/db';
import type { ServerContext } from '../../../server-context.js';
import { bitbucketAddress } from './bitbucket-repository-facts.js';
import { openBitbucket } from './open-bitbucket.js';

/**
 * Removes the webhook of a disconnected repository. Best effort: a hook Bitbucket already lost, or
 * a token that no longer works, must not keep the repository connected here.
 */
export async function removeBitbucketWebhook(
  context: ServerContext,
  repository: RepositoryRow,
): Promise<void> {
  if (repository.provider !== 'bitbucket' || !repository.webhookId) return;
  const bitbucket = await openBitbucket(context, repository.organizationId);
  await bitbucket?.client.repositories
    .deleteWebhook({ ...bitbucketAddress(repository), uid: repository.webhookId })
    .catch((error: unknown) =>
      context.logger.warn({ err: error }, 'The Bitbucket webhook could not be removed'),
    );
}
