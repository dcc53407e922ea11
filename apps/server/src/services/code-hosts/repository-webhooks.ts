import type { RepositoryProvider } from '@driftwatch/contract';
import type { RepositoryRow } from '@driftwatch/db';
import type { ServerContext } from '../../server-context.js';
import { bitbucketAddress } from './bitbucket/bitbucket-repository-facts.js';
import { createBitbucketWebhook } from './bitbucket/create-bitbucket-webhook.js';
import { openBitbucket } from './bitbucket/open-bitbucket.js';
import { removeBitbucketWebhook } from './bitbucket/remove-bitbucket-webhook.js';
import { type CreatedWebhook, createGitlabWebhook } from './gitlab/create-gitlab-webhook.js';
import { openGitlab } from './gitlab/open-gitlab.js';
import { removeGitlabWebhook } from './gitlab/remove-gitlab-webhook.js';

export interface RepositoryWebhooks {
  /** The host's name as the screens say it. */
  label: string;
  /** Adds the repository's hook; undefined when the organization's connection to the host no longer works. */
  create(context: ServerContext, repository: RepositoryRow): Promise<CreatedWebhook | undefined>;
  /** Removes the repository's hook, best effort. */
  remove(context: ServerContext, repository: RepositoryRow): Promise<void>;
}

/**
 * The code hosts where Driftwatch adds a hook to each repository it connects, by provider. The
 * GitHub App's webhooks belong to the App, so GitHub is not here. A host adds its entry here.
 */
export const repositoryWebhooks: Partial<Record<RepositoryProvider, RepositoryWebhooks>> = {
  gitlab: {
    label: 'GitLab',
    async create(context, repository) {
      const gitlab = await openGitlab(context, repository.organizationId);
      return gitlab && createGitlabWebhook(context, gitlab.client, repository.externalId);
    },
    remove: removeGitlabWebhook,
  },
  bitbucket: {
    label: 'Bitbucket',
    async create(context, repository) {
      const bitbucket = await openBitbucket(context, repository.organizationId);
      return bitbucket && createBitbucketWebhook(context, bitbucket.client, bitbucketAddress(repository));
    },
    remove: removeBitbucketWebhook,
  },
};
