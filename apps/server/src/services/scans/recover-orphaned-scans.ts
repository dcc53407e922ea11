import type { ScanRow } from '@driftwatch/db';
import {
  findRepositoryById,
  listOrphanedScans,
  releaseOrphanedScan,
  updateScan,
} from '@driftwatch/db/worker';
import { scanRepositoryJob } from '../../jobs/scan-repository-job.js';
import type { ServerContext } from '../../server-context.js';
import { announceScanResult } from './announce-scan-result.js';
import { maxOrphanedRuns, orphanedScanMs, orphanRetryDelaySeconds } from './scan-liveness.js';

const retriedError = 'The worker running this scan stopped before it finished. It will be retried.';
const failedError = (runs: number) =>
  `The scan stopped its worker ${runs} times; it will not be retried. Check the worker's memory and logs, then scan again.`;

/**
 * Finds scans whose worker died mid-run (no heartbeat for `orphanedScanMs`) and queues each again,
 * with a growing delay; one whose runs stopped their worker `maxOrphanedRuns` times fails instead.
 * The dead run's queue job is cancelled, so the queue does not hold it until the job expires.
 * Safe to run in several processes at once: each orphan is released by exactly one of them.
 * Returns the scans it released, as they are now.
 */
export async function recoverOrphanedScans(
  context: ServerContext,
  scope: { repositoryId?: string } = {},
): Promise<ScanRow[]> {
  const now = context.clock.now();
  const staleBefore = new Date(now.getTime() - orphanedScanMs);
  const recovered: ScanRow[] = [];
  for (const orphan of await listOrphanedScans(context.db, staleBefore, scope.repositoryId)) {
    const runs = orphan.orphanedRuns + 1;
    const final = runs >= maxOrphanedRuns;
    const released = await releaseOrphanedScan(context.db, orphan, staleBefore, {
      status: final ? 'failed' : 'queued',
      error: final ? failedError(runs) : retriedError,
      finishedAt: final ? now : null,
    });
    if (!released) continue;
    context.logger.warn(
      { scanId: released.id, orphanedRuns: runs, final },
      'A scan lost its worker mid-run (no heartbeat)',
    );
    if (released.jobId) {
      await context.jobs
        .cancel(scanRepositoryJob, released.jobId)
        .catch((error: unknown) =>
          context.logger.warn(
            { err: error, scanId: released.id },
            'The job of the dead run could not be cancelled',
          ),
        );
    }
    const current = final ? released : await requeue(context, released, runs);
    recovered.push(current);
    await announce(context, current);
  }
  return recovered;
}

/** A failed scan is a result (screens and alerts); a queued one only changes the repository's card. */
async function announce(context: ServerContext, scan: ScanRow): Promise<void> {
  const repository = await findRepositoryById(context.db, scan.repositoryId);
  if (!repository) return;
  if (scan.status === 'failed') {
    await announceScanResult(context, { repository, scan, result: null });
    return;
  }
  await context.live
    .publish(repository.organizationId, {
      type: 'repository.updated',
      repositoryId: repository.id,
      at: context.clock.now().toISOString(),
    })
    .catch((error: unknown) => context.logger.warn({ err: error }, 'A live event could not be published'));
}

async function requeue(context: ServerContext, scan: ScanRow, runs: number): Promise<ScanRow> {
  try {
    await context.jobs.send(
      scanRepositoryJob,
      { scanId: scan.id },
      { singletonKey: scan.id, startAfterSeconds: orphanRetryDelaySeconds(runs) },
    );
    return scan;
  } catch (error) {
    context.logger.error({ err: error, scanId: scan.id }, 'An orphaned scan could not be queued again');
    const failed = await updateScan(context.db, scan.id, {
      status: 'failed',
      finishedAt: context.clock.now(),
      error: 'The scan could not be queued. Please try again.',
    });
    return failed ?? scan;
  }
}
