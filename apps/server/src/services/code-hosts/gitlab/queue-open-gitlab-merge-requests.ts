import type { RepositoryRow } from '@driftwatch/db';
import type { ServerContext } from '../../../server-context.js';
import { openGitlab } from './open-gitlab.js';
import { queueGitlabMergeRequestScan } from './queue-gitlab-merge-request-scan.js';

/**
 * Queues the check of every open merge request's head, as its webhook would; a head already
 * checked (by a webhook, a poll or an earlier run) is not checked again. The number queued.
 */
export async function queueOpenGitlabMergeRequests(
  context: ServerContext,
  repository: RepositoryRow,
): Promise<number> {
  const gitlab = await openGitlab(context, repository.organizationId);
  if (!gitlab) return 0;
  const mergeRequests = await gitlab.client.MergeRequests.all({
    projectId: repository.externalId,
    state: 'opened',
    pagination: 'offset',
    perPage: 100,
    maxPages: 5,
  });
  let queued = 0;
  for (const mergeRequest of mergeRequests) {
    const scan = await queueGitlabMergeRequestScan(context, repository, {
      iid: mergeRequest.iid,
      title: mergeRequest.title,
      url: mergeRequest.web_url,
      headSha: mergeRequest.sha,
    });
    if (scan) queued += 1;
  }
  return queued;
}
