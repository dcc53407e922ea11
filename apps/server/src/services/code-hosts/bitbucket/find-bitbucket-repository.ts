import { bitbucketStatus } from '@driftwatch/integrations/bitbucket';
import { validationFailed } from '../../../http/app-error.js';
import type { ServerContext } from '../../../server-context.js';
import { type BitbucketRepository, bitbucketRepositorySchema } from './bitbucket-objects.js';
import { type OpenedBitbucket, openBitbucket } from './open-bitbucket.js';

export interface FoundBitbucketRepository {
  bitbucket: OpenedBitbucket;
  repository: BitbucketRepository;
}

/** A repository uuid as Bitbucket writes it, braces included. */
const uuidPattern = /^\{[0-9a-f-]{36}\}$/i;

/**
 * The repository as Bitbucket describes it to the organization's connection: what is stored comes
 * from Bitbucket, not from the request, which names only the uuid and its workspace/name.
 */
export async function findBitbucketRepository(
  context: ServerContext,
  organizationId: string,
  input: { externalId?: string | undefined; fullName?: string | undefined },
): Promise<FoundBitbucketRepository> {
  const bitbucket = await openBitbucket(context, organizationId);
  if (!bitbucket) {
    throw validationFailed([
      {
        path: 'provider',
        message: 'Connect Bitbucket first (Connect Git Provider on the Repositories screen).',
      },
    ]);
  }
  if (!input.externalId || !uuidPattern.test(input.externalId)) {
    throw validationFailed([{ path: 'externalId', message: 'Give the Bitbucket repository uuid.' }]);
  }
  const workspace = input.fullName?.split('/')[0];
  if (!workspace) {
    throw validationFailed([{ path: 'fullName', message: 'Give the repository as workspace/name.' }]);
  }
  try {
    const answer = await bitbucket.client.repositories.get({ workspace, repo_slug: input.externalId });
    return { bitbucket, repository: bitbucketRepositorySchema.parse(answer.data) };
  } catch (error) {
    if (bitbucketStatus(error) === 404) {
      throw validationFailed([
        { path: 'externalId', message: 'Bitbucket has no such repository for this connection.' },
      ]);
    }
    throw error;
  }
}
