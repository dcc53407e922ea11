import type { DocSourcePageRow, DocSourceRow, RepositoryRow } from '@driftwatch/db';
import type { ServerContext } from '../../server-context.js';
import { loadCheckout } from '../scans/load-checkout.js';
import type { ReconcileResult } from '../scans/reconcile-findings.js';
import { checkPagesAtCommit } from './check-pages-at-commit.js';

/**
 * Checks a source's pages against one repository's default branch, from the clone repository
 * scans keep (fetched first, so it is current).
 */
export async function checkSourceAgainstRepository(
  context: ServerContext,
  source: DocSourceRow,
  repository: RepositoryRow,
  pages: readonly DocSourcePageRow[],
): Promise<ReconcileResult> {
  const { provider, checkout } = await loadCheckout(context, repository);
  const revision = await provider.resolveBranchHead(checkout, repository.defaultBranch);
  const commit = await provider.readCommit(checkout, revision);
  const worktree = await provider.createWorktree(checkout, commit.sha);
  try {
    return await checkPagesAtCommit(context, {
      source,
      repository,
      pages,
      tree: {
        root: worktree.dir,
        commit: { scanId: null, sha: commit.sha, message: commit.message, author: commit.authorName },
      },
    });
  } finally {
    await worktree.remove();
  }
}
