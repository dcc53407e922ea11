import type { RepositoryRow } from '@driftwatch/db';
import type { ServerContext } from '../../../server-context.js';
import { queuePullRequestScan } from '../../pull-requests/queue-pull-request-scan.js';
import { openGitlab } from './open-gitlab.js';

export interface GitlabMergeRequestHead {
  iid: number;
  title: string;
  url: string;
  /** The head commit the event or the poll saw. */
  headSha: string;
}

/**
 * Queues the check of a merge request's head commit. The base is GitLab's own diff base for the
 * merge request (its diff_refs), which neither the webhook nor the list of merge requests carries.
 * Undefined when this head was already checked, however it was noticed (webhook or poll).
 */
export async function queueGitlabMergeRequestScan(
  context: ServerContext,
  repository: RepositoryRow,
  head: GitlabMergeRequestHead,
): Promise<boolean> {
  const gitlab = await openGitlab(context, repository.organizationId);
  if (!gitlab) return false;
  const mergeRequest = await gitlab.client.MergeRequests.show(repository.externalId, head.iid);
  const baseSha = mergeRequest.diff_refs?.base_sha;
  if (!baseSha) return false;
  const scan = await queuePullRequestScan(context, repository, {
    number: head.iid,
    url: head.url,
    title: head.title,
    baseSha,
    headSha: head.headSha,
  });
  return scan !== undefined;
}
