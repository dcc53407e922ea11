import type { AlertListResponse, ScanListResponse, TriggerScanResponse } from '@driftwatch/contract';
import { findActiveScan, findRepository, listRepositoryAlerts, listScans } from '@driftwatch/db';
import { notFound } from '../../http/app-error.js';
import type { ServerContext } from '../../server-context.js';
import { toScan } from '../scans/to-scan.js';
import { triggerScan } from '../scans/trigger-scan.js';

export async function listAlerts(
  context: ServerContext,
  organizationId: string,
  repositoryId: string,
): Promise<AlertListResponse> {
  if (!(await findRepository(context.db, organizationId, repositoryId))) throw notFound();
  const rows = await listRepositoryAlerts(context.db, organizationId, repositoryId);
  return {
    alerts: rows.map((row) => ({
      id: row.id,
      type: row.type,
      event: row.event,
      target: row.target,
      status: row.status,
      error: row.error,
      channelId: row.channelId,
      scanId: row.scanId,
      issueIds: row.issueIds,
      sentAt: row.sentAt.toISOString(),
    })),
  };
}

export async function listRepositoryScans(
  context: ServerContext,
  organizationId: string,
  repositoryId: string,
  limit: number,
): Promise<ScanListResponse> {
  if (!(await findRepository(context.db, organizationId, repositoryId))) throw notFound();
  return { scans: (await listScans(context.db, repositoryId, limit)).map(toScan) };
}

/**
 * Queues a manual scan. A scan of the same revision that is still waiting or running is answered
 * instead of queuing a duplicate.
 */
export async function requestScan(
  context: ServerContext,
  scope: { organizationId: string; userId: string },
  repositoryId: string,
  input: {
    commitSha?: string | undefined;
    options: { include_pr_checks: boolean; include_external_docs: boolean };
  },
): Promise<TriggerScanResponse> {
  const repository = await findRepository(context.db, scope.organizationId, repositoryId);
  if (!repository) throw notFound();
  const active = await findActiveScan(context.db, repositoryId);
  if (active && active.requestedRevision === (input.commitSha ?? null)) {
    return { success: true, message: 'A scan of this revision is already queued.', scan: toScan(active) };
  }
  const scan = await triggerScan(context, repository, {
    trigger: 'manual',
    revision: input.commitSha,
    includePrChecks: input.options.include_pr_checks,
    includeExternalDocs: input.options.include_external_docs,
    requestedBy: scope.userId,
  });
  return { success: true, message: 'Scan Triggered', scan: toScan(scan) };
}
