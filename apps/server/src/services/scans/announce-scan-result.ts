import type { RepositoryRow, ScanRow } from '@driftwatch/db';
import { deliverScanNotificationsJob } from '../../jobs/deliver-scan-notifications-job.js';
import type { ServerContext } from '../../server-context.js';
import type { ReconcileResult } from './reconcile-findings.js';

/**
 * Tells open screens what changed and queues the alerts. Both are best effort: the scan and its
 * issues are already committed, so a failure here must not fail (and re-run) the scan.
 */
export async function announceScanResult(
  context: ServerContext,
  { repository, scan, result }: { repository: RepositoryRow; scan: ScanRow; result: ReconcileResult | null },
): Promise<void> {
  const at = context.clock.now().toISOString();
  const publish = (event: Parameters<ServerContext['live']['publish']>[1]) =>
    context.live
      .publish(repository.organizationId, event)
      .catch((error: unknown) => context.logger.warn({ err: error }, 'A live event could not be published'));
  for (const issue of result?.created ?? []) {
    await publish({
      type: 'issue.created',
      issueId: issue.id,
      key: issue.key,
      repositoryId: repository.id,
      severity: issue.severity,
      at,
    });
  }
  for (const issue of [...(result?.reopened ?? []), ...(result?.resolved ?? [])]) {
    await publish({
      type: 'issue.updated',
      issueId: issue.id,
      key: issue.key,
      repositoryId: repository.id,
      status: issue.status,
      at,
    });
  }
  await publish({
    type: 'scan.finished',
    scanId: scan.id,
    repositoryId: repository.id,
    status: scan.status,
    issuesCreated: scan.issuesCreated ?? 0,
    issuesRedetected: scan.issuesRedetected ?? 0,
    issuesResolved: scan.issuesResolved ?? 0,
    error: scan.error,
    at,
  });
  await publish({ type: 'repository.updated', repositoryId: repository.id, at });
  await context.jobs
    .send(
      deliverScanNotificationsJob,
      {
        scanId: scan.id,
        createdIssueIds: (result?.created ?? []).map((issue) => issue.id),
        resolvedIssueIds: (result?.resolved ?? []).map((issue) => issue.id),
      },
      { singletonKey: `notify-${scan.id}` },
    )
    .catch((error: unknown) =>
      context.logger.error({ err: error, scanId: scan.id }, 'Alerts could not be queued'),
    );
}
