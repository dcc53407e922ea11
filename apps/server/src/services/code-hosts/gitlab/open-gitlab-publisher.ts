import type { RepositoryRow } from '@driftwatch/db';
import type { CommitablePipelineStatus } from '@gitbeaker/rest';
import { JobError } from '../../../jobs/job-definition.js';
import type { ServerContext } from '../../../server-context.js';
import {
  type CheckConclusion,
  type CodeHostPublisher,
  pullRequestCommentMarker,
} from '../../pull-requests/code-host-publisher.js';
import { openGitlab } from './open-gitlab.js';

/** The commit status's name, which GitLab shows on the merge request and its pipelines page. */
const statusName = 'Driftwatch';

/** GitLab has no neutral status: drift that does not block is a success whose description says so. */
const statusOf: Record<CheckConclusion, CommitablePipelineStatus> = {
  success: 'success',
  neutral: 'success',
  failure: 'failed',
};

/** GitLab cuts a status description at 255 characters. */
function shorten(text: string): string {
  return text.length > 255 ? `${text.slice(0, 254)}…` : text;
}

/**
 * Publishes a merge request's check on GitLab: a commit status named Driftwatch on the head commit
 * and one note on the merge request, found again by its hidden marker and edited on each push.
 */
export async function openGitlabPublisher(
  context: ServerContext,
  repository: RepositoryRow,
): Promise<CodeHostPublisher> {
  const gitlab = await openGitlab(context, repository.organizationId);
  if (!gitlab)
    throw new JobError(
      'GitLab is not connected any more: connect it again on the Repositories screen.',
      false,
    );
  const { client } = gitlab;
  const projectId = repository.externalId;
  return {
    cloneCredentials: async () => ({ token: gitlab.token, username: 'oauth2' }),
    async startCheck(target) {
      const status = await client.Commits.editStatus(projectId, target.headSha, 'running', {
        name: statusName,
        description: 'Checking the documentation against this change',
        targetUrl: target.url,
      });
      return String(status.id);
    },
    async completeCheck(target, _checkId, outcome) {
      const status = await client.Commits.editStatus(
        projectId,
        target.headSha,
        statusOf[outcome.conclusion],
        {
          name: statusName,
          description: shorten(outcome.title),
          targetUrl: target.url,
        },
      );
      return String(status.id);
    },
    async upsertComment(target, body) {
      const notes = await client.MergeRequestNotes.all(projectId, target.number, {
        pagination: 'offset',
        perPage: 100,
        maxPages: 20,
      });
      const ours = notes.find((note) => !note.system && note.body.includes(pullRequestCommentMarker));
      if (ours) await client.MergeRequestNotes.edit(projectId, target.number, ours.id, { body });
      else await client.MergeRequestNotes.create(projectId, target.number, body);
    },
    headRef: (number) => `refs/merge-requests/${number}/head`,
    lineUrl: (sha, path, line) =>
      repository.webUrl
        ? `${repository.webUrl}/-/blob/${sha}/${path.split('/').map(encodeURIComponent).join('/')}#L${line}`
        : null,
  };
}
