import type { DriftIssueDiff } from '@driftwatch/contract';
import { type DriftIssueWithRepository, findRepository } from '@driftwatch/db';
import { notFound } from '../../http/app-error.js';
import type { ServerContext } from '../../server-context.js';
import { gitFailure } from '../repositories/open-repository-head.js';
import { loadCheckout } from '../scans/load-checkout.js';
import { commitWebUrl } from './to-drift-issue.js';

/** The changes of the commit that introduced the drift, compared with its parent. */
export async function readIssueDiff(
  context: ServerContext,
  { organizationId, issue }: { organizationId: string; issue: DriftIssueWithRepository },
): Promise<DriftIssueDiff> {
  const sha = issue.commitSha ?? issue.lastCommitSha;
  // Issues found by scans always have a commit; one without has no diff to show.
  if (!sha) throw notFound();
  const repository = await findRepository(context.db, organizationId, issue.repositoryId);
  if (!repository) throw notFound();
  try {
    const { provider, checkout } = await loadCheckout(context, repository);
    const [diff, commit] = await Promise.all([
      provider.readCommitDiff(checkout, sha),
      provider.readCommit(checkout, sha),
    ]);
    return {
      commit_sha: diff.commit_sha,
      parent_sha: diff.parent_sha,
      repository_url: repository.webUrl,
      commit_url: commitWebUrl(repository.webUrl, diff.commit_sha),
      commit_message: commit.message,
      author: commit.authorName,
      authored_at: new Date(commit.authoredAt).toISOString(),
      committed_at: new Date(commit.committedAt).toISOString(),
      files: diff.files,
      truncated: diff.truncated,
    };
  } catch (error) {
    gitFailure(error);
  }
}
