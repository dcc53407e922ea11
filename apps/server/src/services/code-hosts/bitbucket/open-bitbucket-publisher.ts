import type { RepositoryRow } from '@driftwatch/db';
import { JobError } from '../../../jobs/job-definition.js';
import type { ServerContext } from '../../../server-context.js';
import type {
  CheckConclusion,
  CodeHostPublisher,
  PullRequestTarget,
} from '../../pull-requests/code-host-publisher.js';
import {
  bitbucketCommentSchema,
  bitbucketPullRequestSchema,
  bitbucketRepositorySchema,
} from './bitbucket-objects.js';
import { bitbucketAddress, bitbucketCloneUrl } from './bitbucket-repository-facts.js';
import { openBitbucket } from './open-bitbucket.js';
import { readBitbucketPages } from './read-bitbucket-pages.js';
import { bitbucketCommentMarker, toBitbucketMarkdown } from './to-bitbucket-markdown.js';

/** The build status's key: Bitbucket keeps one status per (commit, key) and updates it in place. */
const statusKey = 'driftwatch';

type BuildState = 'SUCCESSFUL' | 'FAILED' | 'INPROGRESS';

/** Bitbucket has no neutral state: drift that does not block is successful, and its description says so. */
const stateOf: Record<CheckConclusion, BuildState> = {
  success: 'SUCCESSFUL',
  neutral: 'SUCCESSFUL',
  failure: 'FAILED',
};

function shorten(text: string): string {
  return text.length > 255 ? `${text.slice(0, 254)}…` : text;
}

/**
 * Publishes a pull request's check on Bitbucket: a build status keyed driftwatch on the head commit
 * (linking to the pull request, as Bitbucket requires a URL) and one comment on the pull request,
 * in the Markdown Bitbucket renders, found again by its hidden marker and edited on each push.
 */
export async function openBitbucketPublisher(
  context: ServerContext,
  repository: RepositoryRow,
): Promise<CodeHostPublisher> {
  const bitbucket = await openBitbucket(context, repository.organizationId);
  if (!bitbucket)
    throw new JobError(
      'Bitbucket is not connected any more: connect it again on the Repositories screen.',
      false,
    );
  const { client } = bitbucket;
  const address = bitbucketAddress(repository);
  const setStatus = async (target: PullRequestTarget, state: BuildState, description: string) => {
    await client.repositories.createCommitBuildStatus({
      ...address,
      commit: target.headSha,
      _body: {
        key: statusKey,
        state,
        name: 'Driftwatch',
        description: shorten(description),
        url: target.url,
      },
    });
    return statusKey;
  };
  return {
    cloneCredentials: async () => bitbucket.cloneCredentials,
    startCheck: (target) => setStatus(target, 'INPROGRESS', 'Checking the documentation against this change'),
    completeCheck: (target, _checkId, outcome) =>
      setStatus(target, stateOf[outcome.conclusion], outcome.title),
    async upsertComment(target, body) {
      const comments = await readBitbucketPages(
        client,
        client.repositories.listPullRequestComments({
          ...address,
          pull_request_id: target.number,
          pagelen: 100,
        }),
        bitbucketCommentSchema,
        20,
      );
      const ours = comments.find(
        (comment) => !comment.deleted && (comment.content.raw ?? '').includes(bitbucketCommentMarker),
      );
      const content = { content: { raw: toBitbucketMarkdown(body) } };
      if (ours) {
        await client.repositories.updatePullRequestComment({
          ...address,
          pull_request_id: target.number,
          comment_id: ours.id,
          _body: content,
        });
      } else {
        await client.repositories.createPullRequestComment({
          ...address,
          pull_request_id: target.number,
          _body: content,
        });
      }
    },
    // Bitbucket keeps no ref for a pull request's head: fetching every branch again covers a head
    // pushed after the clone last fetched; a fork's head comes from the fork (forkHead).
    headRef: () => 'refs/heads/*',
    async forkHead(target) {
      const pullRequest = bitbucketPullRequestSchema.parse(
        (await client.repositories.getPullRequest({ ...address, pull_request_id: target.number })).data,
      );
      const source = pullRequest.source.repository?.full_name;
      if (!source || source.toLowerCase() === repository.fullName.toLowerCase()) return undefined;
      const [workspace = '', slug = ''] = source.split('/');
      const fork = bitbucketRepositorySchema.parse(
        (await client.repositories.get({ workspace, repo_slug: slug })).data,
      );
      return { cloneUrl: bitbucketCloneUrl(fork), ref: `refs/heads/${pullRequest.source.branch.name}` };
    },
    lineUrl: (sha, path, line) =>
      repository.webUrl
        ? `${repository.webUrl}/src/${sha}/${path.split('/').map(encodeURIComponent).join('/')}#lines-${line}`
        : null,
  };
}
