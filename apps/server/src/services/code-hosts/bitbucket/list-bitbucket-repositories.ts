import type { AvailableRepository } from '@driftwatch/contract';
import { bitbucketStatus } from '@driftwatch/integrations/bitbucket';
import type { ServerContext } from '../../../server-context.js';
import { markIntegrationBroken } from '../../integrations/mark-integration-broken.js';
import { bitbucketRepositorySchema } from './bitbucket-objects.js';
import { toAvailableBitbucketRepository } from './bitbucket-repository-facts.js';
import { openBitbucket } from './open-bitbucket.js';
import { readBitbucketPages } from './read-bitbucket-pages.js';

/**
 * The repositories the organization's Bitbucket connection can connect: those its user administers
 * (admin: the least role that may add the repository's webhook), or, for an access token, those of
 * its workspace it can see. A Bitbucket that fails to answer lists nothing rather than failing the
 * whole screen.
 */
export async function listBitbucketRepositories(
  context: ServerContext,
  organizationId: string,
): Promise<AvailableRepository[]> {
  const bitbucket = await openBitbucket(context, organizationId);
  if (!bitbucket) return [];
  try {
    const repositories = await readBitbucketPages(
      bitbucket.client,
      bitbucket.workspace
        ? bitbucket.client.repositories.list({ workspace: bitbucket.workspace, pagelen: 100 })
        : bitbucket.client.repositories.listGlobal({ role: 'admin', pagelen: 100 }),
      bitbucketRepositorySchema,
      5,
    );
    return repositories.map(toAvailableBitbucketRepository);
  } catch (error) {
    // A revoked token shows as broken on the Integrations screen until Bitbucket is connected again.
    if (bitbucketStatus(error) === 401) {
      await markIntegrationBroken(context, {
        organizationId,
        integrationId: bitbucket.integrationId,
        reason: 'token_revoked',
      });
    } else {
      context.logger.warn({ err: error }, 'Bitbucket repositories could not be listed');
    }
    return [];
  }
}
