import type { DocSourceScanResponse } from '@driftwatch/contract';
import {
  countOpenDocSourceIssues,
  type DocSourceRow,
  type DriftIssueRow,
  listDocSourceRepositories,
  updateDocSource,
} from '@driftwatch/db';
import { GitError } from '@driftwatch/integrations';
import { JobError } from '../../jobs/job-definition.js';
import type { ServerContext } from '../../server-context.js';
import { checkSourceAgainstRepository } from './check-source-against-repository.js';
import { computeNextSync } from './compute-next-sync.js';
import { createSourceProgress } from './create-source-progress.js';
import { queueSourceAlerts } from './queue-source-alerts.js';
import { failureMessage, pagesProblem, syncSourceRecorded } from './sync-source-recorded.js';

/**
 * Syncs a source's changed pages, then checks them against the code of every linked repository and
 * reconciles the source's issues there (new ones open, gone ones resolve). The source records the
 * outcome (status, last sync, last error) and its channels get the events. A sync failure is
 * recorded and thrown (DocProviderError); a repository that cannot be checked is reported in the
 * answer and the others still are.
 */
export async function scanDocSource(
  context: ServerContext,
  source: DocSourceRow,
): Promise<DocSourceScanResponse> {
  const started = context.clock.now();
  const runId = started.toISOString();
  const { organizationId } = source;
  const next = computeNextSync(source, started);
  const progress = createSourceProgress(context, source);
  const sync = await syncSourceRecorded(context, source, {
    runId,
    progress,
    onFailure: { nextSyncAt: next },
  });
  progress.scanning();
  const linked = await listDocSourceRepositories(context.db, organizationId, source.id);
  const repositories: DocSourceScanResponse['repositories'] = [];
  const created: DriftIssueRow[] = [];
  for (const { repository } of linked) {
    try {
      const result = await checkSourceAgainstRepository(context, source, repository, sync.pages);
      created.push(...result.created);
      repositories.push({
        id: repository.id,
        name: repository.fullName,
        issues_found: result.created.length + result.redetected.length + result.reopened.length,
        error: null,
      });
    } catch (error) {
      if (!(error instanceof GitError || error instanceof JobError))
        context.logger.error(
          { err: error, docSourceId: source.id, repositoryId: repository.id },
          'A doc source check failed',
        );
      repositories.push({
        id: repository.id,
        name: repository.fullName,
        issues_found: 0,
        error: failureMessage(error),
      });
    }
  }
  const issuesFound = await countOpenDocSourceIssues(context.db, source.id);
  const failedAll = repositories.length > 0 && repositories.every((entry) => entry.error !== null);
  const problem = failedAll ? (repositories[0]?.error ?? null) : pagesProblem(sync.failures);
  await updateDocSource(context.db, organizationId, source.id, {
    status: failedAll ? 'error' : 'ok',
    lastSyncAt: context.clock.now(),
    lastError: problem,
    nextSyncAt: next,
  });
  await progress.finished(failedAll ? 'error' : 'ok');
  const critical = created.filter((issue) => issue.severity === 'critical');
  await queueSourceAlerts(context, source, runId, [
    ...(failedAll ? [{ event: 'scan_failed' as const, error: problem }] : []),
    ...(failedAll
      ? []
      : [
          { event: 'scan_completed' as const, repositoryCount: repositories.length, openIssues: issuesFound },
        ]),
    ...(created.length > 0
      ? [{ event: 'drift_detected' as const, issueIds: created.map((issue) => issue.id) }]
      : []),
    ...(critical.length > 0
      ? [{ event: 'critical_drift' as const, issueIds: critical.map((issue) => issue.id) }]
      : []),
  ]);
  return {
    success: !failedAll,
    message: failedAll
      ? `The pages could not be checked: ${problem}`
      : `Checked ${sync.pages.length} page${sync.pages.length === 1 ? '' : 's'} against ${repositories.length} repositor${repositories.length === 1 ? 'y' : 'ies'}.`,
    repositories,
    issues_found: issuesFound,
    pages_synced: sync.pagesSynced,
    pages_failed: sync.failures.length,
  };
}
