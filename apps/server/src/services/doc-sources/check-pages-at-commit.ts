import path from 'node:path';
import type { DocSourcePageRow, DocSourceRow, RepositoryRow } from '@driftwatch/db';
import { scanIsolated as runEngine } from '@driftwatch/engine';
import type { ServerContext } from '../../server-context.js';
import { buildEngineConfig } from '../scans/build-engine-config.js';
import type { ScannedCommit } from '../scans/finding-to-issue.js';
import { type ReconcileResult, reconcileFindings } from '../scans/reconcile-findings.js';
import { announceSourceIssues } from './announce-source-issues.js';
import { externalPageFindings, pageUrl } from './external-page-findings.js';

export interface CheckedTree {
  /** A checked-out tree of the commit; the caller owns it and removes it. */
  root: string;
  commit: ScannedCommit;
}

/**
 * Checks a source's pages against one checked-out commit of a repository, reconciles that
 * source's issues there (its own scope, so repository docs and other sources are untouched) and
 * tells open screens what changed.
 */
export async function checkPagesAtCommit(
  context: ServerContext,
  input: {
    source: DocSourceRow;
    repository: RepositoryRow;
    pages: readonly DocSourcePageRow[];
    tree: CheckedTree;
  },
): Promise<ReconcileResult> {
  const { source, repository, pages, tree } = input;
  const mapping = buildEngineConfig(repository.mappingConfig);
  const report = await runEngine({
    root: tree.root,
    config: { code: mapping.code ?? [], exclude: mapping.exclude ?? [], undocumentedApi: false },
    repositoryDocs: false,
    externalDocs: pages.map((page) => ({ url: pageUrl(page), markdown: page.markdown, title: page.title })),
    cacheDir: path.join(context.paths.scanCache, repository.id),
  });
  const mapped = externalPageFindings(source.id, source.provider, pages, report.findings);
  const result = await reconcileFindings(context.db, {
    scope: {
      organizationId: repository.organizationId,
      repositoryId: repository.id,
      now: context.clock.now(),
      docSourceId: source.id,
    },
    commit: tree.commit,
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
