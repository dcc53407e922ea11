import type { ConnectRepositoryResponse } from '@driftwatch/contract';
import type { ServerContext } from '../../../server-context.js';
import type { ConnectRepositoryInput } from '../../repositories/connect-repository.js';
import { connectHostedRepository } from '../connect-hosted-repository.js';
import { bitbucketBranchSchema } from './bitbucket-objects.js';
import { bitbucketCloneUrl } from './bitbucket-repository-facts.js';
import { createBitbucketWebhook } from './create-bitbucket-webhook.js';
import { findBitbucketRepository } from './find-bitbucket-repository.js';

/** Connects a repository of the organization's Bitbucket connection, its facts read from Bitbucket. */
export async function connectBitbucketRepository(
  context: ServerContext,
  input: Pick<ConnectRepositoryInput, 'scope' | 'repository'>,
): Promise<ConnectRepositoryResponse> {
  const { bitbucket, repository } = await findBitbucketRepository(
    context,
    input.scope.organizationId,
    input.repository,
  );
  const { client } = bitbucket;
  const address = { workspace: repository.full_name.split('/')[0] ?? '', repo_slug: repository.uuid };
  const defaultBranch = repository.mainbranch?.name ?? 'main';
  return connectHostedRepository(context, input, {
    provider: 'bitbucket',
    externalId: repository.uuid,
    facts: {
      name: repository.name,
      fullName: repository.full_name,
      url: bitbucketCloneUrl(repository),
      webUrl: repository.links.html.href,
      defaultBranch,
      language: repository.language || null,
      description: repository.description || null,
      isPrivate: repository.is_private,
    },
    createWebhook: () => createBitbucketWebhook(context, client, address),
    removeWebhook: (uid) => client.repositories.deleteWebhook({ ...address, uid }),
    defaultBranchHead: async () =>
      bitbucketBranchSchema.parse(
        (await client.repositories.getBranch({ ...address, name: defaultBranch })).data,
      ).target.hash,
  });
}
