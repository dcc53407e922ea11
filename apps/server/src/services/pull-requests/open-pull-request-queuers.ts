import type { RepositoryProvider } from '@driftwatch/contract';
import type { RepositoryRow } from '@driftwatch/db';
import type { ServerContext } from '../../server-context.js';
import { queueOpenBitbucketPullRequests } from '../code-hosts/bitbucket/queue-open-bitbucket-pull-requests.js';
import { queueOpenGitlabMergeRequests } from '../code-hosts/gitlab/queue-open-gitlab-merge-requests.js';
import { queueOpenGithubPullRequests } from '../github/queue-open-github-pull-requests.js';

/** Queues the checks of a repository's open pull requests; the number queued. */
export type QueueOpenPullRequests = (context: ServerContext, repository: RepositoryRow) => Promise<number>;

/** Each code host's way to list its open pull requests, by repository provider; a host adds its entry here. */
export const openPullRequestQueuers: Partial<Record<RepositoryProvider, QueueOpenPullRequests>> = {
  github: queueOpenGithubPullRequests,
  gitlab: queueOpenGitlabMergeRequests,
  bitbucket: queueOpenBitbucketPullRequests,
};
