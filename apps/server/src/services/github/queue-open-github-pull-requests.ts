import type { RepositoryRow } from '@driftwatch/db';
import type { ServerContext } from '../../server-context.js';
import { queuePullRequestScan } from '../pull-requests/queue-pull-request-scan.js';
import { openInstallationOctokit } from './open-installation-octokit.js';

/** Enough for any repository a person reviews; a manual run past it checks the 500 most recent. */
const maxPages = 5;

/**
 * Queues the check of every open pull request's head, as its `pull_request` event would. A head
 * already checked (by a webhook or an earlier run) is not checked again. The number queued.
 */
export async function queueOpenGithubPullRequests(
  context: ServerContext,
  repository: RepositoryRow,
): Promise<number> {
  const octokit = await openInstallationOctokit(context, repository.organizationId);
  const [owner = '', repo = ''] = repository.fullName.split('/');
  let queued = 0;
  for (let page = 1; page <= maxPages; page++) {
    const { data } = await octokit.request('GET /repos/{owner}/{repo}/pulls', {
      owner,
      repo,
      state: 'open',
      sort: 'updated',
      direction: 'desc',
      per_page: 100,
      page,
    });
    for (const pull of data) {
      const scan = await queuePullRequestScan(context, repository, {
        number: pull.number,
        url: pull.html_url,
        title: pull.title,
        baseSha: pull.base.sha,
        headSha: pull.head.sha,
      });
      if (scan) queued += 1;
    }
    if (data.length < 100) break;
  }
  return queued;
}
