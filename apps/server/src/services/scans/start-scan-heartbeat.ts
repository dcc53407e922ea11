import { recordScanHeartbeat, type ScanRun } from '@driftwatch/db/worker';
import { JobError } from '../../jobs/job-definition.js';
import type { ServerContext } from '../../server-context.js';
import { scanHeartbeatMs } from './scan-liveness.js';

export interface ScanHeartbeat {
  /** True once the scan was recovered from this run (the run stalled past the orphan limit). */
  readonly lost: boolean;
  /** Beats now; throws when the scan is no longer this run's, so a stalled run writes no results. */
  confirm(): Promise<void>;
  stop(): void;
}

/**
 * Writes the scan's heartbeat on a timer while its run works. Other processes take a scan whose
 * heartbeat went stale for one whose worker died and run it again.
 */
export function startScanHeartbeat(
  context: ServerContext,
  run: ScanRun,
  intervalMs = scanHeartbeatMs,
): ScanHeartbeat {
  let lost = false;
  const beat = async () => {
    if (!(await recordScanHeartbeat(context.db, run, context.clock.now()))) lost = true;
  };
  const timer = setInterval(() => {
    beat().catch((error: unknown) =>
      context.logger.warn({ err: error, scanId: run.id }, 'The scan heartbeat could not be written'),
    );
  }, intervalMs);
  // A beat must never be what keeps a stopping process alive.
  timer.unref();
  return {
    get lost() {
      return lost;
    },
    async confirm() {
      await beat();
      if (lost) throw new JobError('Another worker took over this scan after this one stalled.', false);
    },
    stop() {
      clearInterval(timer);
    },
  };
}
