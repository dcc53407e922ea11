import path from 'node:path';
import type { DocSourcePageRow, DocSourceRow, RepositoryRow } from '@driftwatch/db';
import { scanIsolated as runEngine } from '@driftwatch/engine';
import type { ServerContext } from '../../server-context.js';
import { buildEngineConfig } from '../scans/build-engine-config.js';
import { loadCheckout } from '../scans/load-checkout.js';
import { type ReconcileResult, reconcileFindings } from '../scans/reconcile-findings.js';
import { announceSourceIssues } from './announce-source-issues.js';
import { externalPageFindings, pageUrl } from './external-page-findings.js';

/**
 * Checks a source's pages against one repository's default branch, from the clone repository
 * scans keep (fetched first, so it is current), reconciles that source's issues there and tells
 * open screens what changed.
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
  const mapping = buildEngineConfig(repository.mappingConfig);
  const report = await runEngine({
    root: worktree.dir,
    config: { code: mapping.code ?? [], exclude: mapping.exclude ?? [], undocumentedApi: false },
    repositoryDocs: false,
    externalDocs: pages.map((page) => ({ url: pageUrl(page), markdown: page.markdown, title: page.title })),
    cacheDir: path.join(context.paths.scanCache, repository.id),
  }).finally(() => worktree.remove());
  const mapped = externalPageFindings(source.id, source.provider, pages, report.findings);
  const result = await reconcileFindings(context.db, {
    scope: {
      organizationId: repository.organizationId,
      repositoryId: repository.id,
      now: context.clock.now(),
      docSourceId: source.id,
    },
    commit: { scanId: null, sha: commit.sha, message: commit.message, author: commit.authorName },
    findings: mapped.findings,
    metadataFor: mapped.metadataFor,
  });
  await announceSourceIssues(context, {
    organizationId: repository.organizationId,
    repositoryId: repository.id,
    result,
  });
  return result;
}
