import type { ServerContext } from '../server-context.js';
import { recoverOrphanedScans } from '../services/scans/recover-orphaned-scans.js';
import { orphanRecoveryIntervalMs } from '../services/scans/scan-liveness.js';

/**
 * Worker processes look for scans whose worker died at start-up and then on a timer, so a killed
 * worker's scan runs again within about a minute instead of when its queue job expires. A pass
 * starts only after the previous one ended; the job queue's `stop` ends the timer.
 */
export function startOrphanRecovery(context: ServerContext, intervalMs = orphanRecoveryIntervalMs): void {
  context.jobs.repeat(async () => {
    await recoverOrphanedScans(context).catch((error: unknown) =>
      context.logger.error({ err: error }, 'Recovering orphaned scans failed'),
    );
  }, intervalMs);
}
