import type { Scan } from '@driftwatch/contract';
import type { ScanRow } from '@driftwatch/db';

export function toScan(row: ScanRow): Scan {
  return {
    id: row.id,
    repositoryId: row.repositoryId,
    status: row.status,
    trigger: row.trigger,
    requestedRevision: row.requestedRevision,
    commitSha: row.commitSha,
    commitMessage: row.commitMessage,
    commitAuthor: row.commitAuthor,
    options: {
      include_pr_checks: row.options.includePrChecks,
      include_external_docs: row.options.includeExternalDocs,
    },
    attempts: row.attempts,
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
    durationMs: row.durationMs,
    findingsCount: row.findingsCount,
    issuesCreated: row.issuesCreated,
    issuesRedetected: row.issuesRedetected,
    issuesResolved: row.issuesResolved,
    stats: row.engineStats && {
      codeFiles: row.engineStats.codeFiles,
      docFiles: row.engineStats.docFiles,
      bytes: row.engineStats.bytes,
      durationMs: row.engineStats.durationMs,
    },
    skippedFiles: row.engineStats?.skippedFiles ?? [],
    skippedFileCount: row.engineStats?.skippedFileCount ?? 0,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
  };
}
