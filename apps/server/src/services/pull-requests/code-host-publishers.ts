import type { RepositoryProvider } from '@driftwatch/contract';
import type { RepositoryRow } from '@driftwatch/db';
import type { ServerContext } from '../../server-context.js';
import { openBitbucketPublisher } from '../code-hosts/bitbucket/open-bitbucket-publisher.js';
import { openGitlabPublisher } from '../code-hosts/gitlab/open-gitlab-publisher.js';
import { openGithubPublisher } from '../github/open-github-publisher.js';
import type { CodeHostPublisher } from './code-host-publisher.js';

export type OpenCodeHostPublisher = (
  context: ServerContext,
  repository: RepositoryRow,
) => Promise<CodeHostPublisher>;

/** Each code host's publisher, by repository provider; a host adds its entry here. */
export const codeHostPublishers: Partial<Record<RepositoryProvider, OpenCodeHostPublisher>> = {
  github: openGithubPublisher,
  gitlab: openGitlabPublisher,
  bitbucket: openBitbucketPublisher,
};
