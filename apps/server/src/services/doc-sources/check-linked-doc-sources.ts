import {
  type DocSourcePageRow,
  type DocSourceRow,
  listDocSourcePages,
  listRepositoryLinkedDocSources,
  type RepositoryRow,
  updateDocSource,
} from '@driftwatch/db';
import type { ServerContext } from '../../server-context.js';
import type { ScannedCommit } from '../scans/finding-to-issue.js';
import type { LoadedCheckout } from '../scans/load-checkout.js';
import { type CheckedTree, checkPagesAtCommit } from './check-pages-at-commit.js';
import { createSourceProgress, type SourceProgress } from './create-source-progress.js';
import { queueSourceAlerts } from './queue-source-alerts.js';
import { failureMessage, pagesProblem, syncSourceRecorded } from './sync-source-recorded.js';

export interface LinkedSourceCheck {
  docSourceId: string;
  issuesCreated: number;
  error: string | null;
}

function isDue(source: DocSourceRow, now: Date): boolean {
  if (source.status === 'syncing') return false;
  return source.lastSyncAt === null || (source.nextSyncAt !== null && source.nextSyncAt <= now);
}

async function pagesFor(
  context: ServerContext,
  source: DocSourceRow,
  input: { runId: string; progress: SourceProgress },
): Promise<DocSourcePageRow[]> {
  const { runId, progress } = input;
  if (!isDue(source, context.clock.now())) {
    progress.scanning();
    const cached = await listDocSourcePages(context.db, [source.id]);
    return cached.filter((page) => page.error === null && page.syncedAt !== null);
  }
  const sync = await syncSourceRecorded(context, source, { runId, progress });
  progress.scanning();
  // The schedule is left as it is: the source's own run checks every linked repository, not only this one.
  await updateDocSource(context.db, source.organizationId, source.id, {
    status: 'ok',
    lastSyncAt: context.clock.now(),
    lastError: pagesProblem(sync.failures),
  });
  return sync.pages;
}

/**
 * A repository scan's external docs: every doc source linked to the repository is checked against
 * the scanned commit too, and its issues reconciled in the source's own scope. A source whose
 * scheduled sync is due is synced first (only changed pages are read); otherwise its cached pages
 * are used. A source that cannot be synced or checked is recorded on the source and skipped, so
 * the repository scan itself never fails because of one.
 */
export async function checkLinkedDocSources(
  context: ServerContext,
  input: { repository: RepositoryRow; loaded: Omit<LoadedCheckout, 'credentials'>; commit: ScannedCommit },
): Promise<LinkedSourceCheck[]> {
  const { repository, loaded, commit } = input;
  const sources = await listRepositoryLinkedDocSources(context.db, repository.organizationId, repository.id);
  if (sources.length === 0) return [];
  const runId = `scan:${commit.scanId ?? commit.sha}`;
  const worktree = await loaded.provider.createWorktree(loaded.checkout, commit.sha);
  try {
    return await checkEachSource(context, {
      repository,
      sources,
      runId,
      tree: { root: worktree.dir, commit },
    });
  } finally {
    await worktree.remove();
  }
}

async function checkEachSource(
  context: ServerContext,
  input: { repository: RepositoryRow; sources: DocSourceRow[]; runId: string; tree: CheckedTree },
): Promise<LinkedSourceCheck[]> {
  const { repository, sources, runId, tree } = input;
  const checks: LinkedSourceCheck[] = [];
  for (const source of sources) {
    const progress = createSourceProgress(context, source);
    try {
      const pages = await pagesFor(context, source, { runId, progress });
      const result = await checkPagesAtCommit(context, { source, repository, pages, tree });
      await progress.finished('ok');
      const critical = result.created.filter((issue) => issue.severity === 'critical');
      await queueSourceAlerts(context, source, runId, [
        ...(result.created.length > 0
          ? [{ event: 'drift_detected' as const, issueIds: result.created.map((issue) => issue.id) }]
          : []),
        ...(critical.length > 0
          ? [{ event: 'critical_drift' as const, issueIds: critical.map((issue) => issue.id) }]
          : []),
      ]);
      checks.push({ docSourceId: source.id, issuesCreated: result.created.length, error: null });
    } catch (error) {
      context.logger.warn(
        { err: error, docSourceId: source.id, repositoryId: repository.id },
        'A linked doc source could not be checked in a repository scan',
      );
      await progress.finished('error');
      checks.push({ docSourceId: source.id, issuesCreated: 0, error: failureMessage(error) });
    }
  }
  return checks;
}
