import type { RepositoryProvider } from '@driftwatch/contract';
import type { RepositoryRow } from '@driftwatch/db';
import type { ServerContext } from '../../server-context.js';
import { pollGithubRepository } from '../github/poll-github-repository.js';
import { pollBitbucketRepository } from './bitbucket/poll-bitbucket-repository.js';
import { pollGitlabRepository } from './gitlab/poll-gitlab-repository.js';
import type { PollOutcome } from './poll-outcome.js';

export type PollCodeHost = (context: ServerContext, repository: RepositoryRow) => Promise<PollOutcome>;

/**
 * The code hosts a repository can poll instead of receiving webhooks, by provider: only these offer
 * the choice on the repository's schedule. A host adds its entry here.
 */
export const codeHostPollers: Partial<Record<RepositoryProvider, PollCodeHost>> = {
  github: pollGithubRepository,
  gitlab: pollGitlabRepository,
  bitbucket: pollBitbucketRepository,
};
