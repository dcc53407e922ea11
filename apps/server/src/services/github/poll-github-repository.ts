import type { RepositoryRow } from '@driftwatch/db';
import { recordPolledHead } from '@driftwatch/db/worker';
import type { ServerContext } from '../../server-context.js';
import type { PollOutcome } from '../code-hosts/poll-outcome.js';
import { queueScan } from '../scans/queue-scan.js';
import { openInstallationOctokit } from './open-installation-octokit.js';
import { queueOpenGithubPullRequests } from './queue-open-github-pull-requests.js';

/**
 * Asks GitHub what the App's webhooks would have said, for a server GitHub cannot reach: a new head
 * on the default branch queues the on-push scan, and each open pull request's head is checked
 * unless it was checked already (by a webhook or an earlier poll).
 */
export async function pollGithubRepository(
  context: ServerContext,
  repository: RepositoryRow,
): Promise<PollOutcome> {
  const octokit = await openInstallationOctokit(context, repository.organizationId);
  const [owner = '', repo = ''] = repository.fullName.split('/');
  const { data: branch } = await octokit.request('GET /repos/{owner}/{repo}/branches/{branch}', {
    owner,
    repo,
    branch: repository.defaultBranch,
  });
  const outcome: PollOutcome = { scans: 0, pullRequests: 0 };
  const head = branch.commit.sha;
  if (head !== repository.lastPolledHeadSha && (await recordPolledHead(context.db, repository, head))) {
    await queueScan(context, repository, { trigger: 'push', revision: head });
    outcome.scans += 1;
  }
  outcome.pullRequests += await queueOpenGithubPullRequests(context, repository);
  return outcome;
}
