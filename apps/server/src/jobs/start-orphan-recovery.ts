import type { CoreLoopContext } from '../services/repositories/core-loop-context.js';
import { recoverOrphanedScans } from '../services/scans/recover-orphaned-scans.js';
import { orphanRecoveryIntervalMs } from '../services/scans/scan-liveness.js';

export interface OrphanRecovery {
  /** Ends the timer and waits for a pass in progress. */
  stop(): Promise<void>;
}

/**
 * Worker processes look for scans whose worker died at start-up and then on a timer, so a killed
 * worker's scan runs again within about a minute instead of when its queue job expires. A pass
 * starts only after the previous one ended.
 */
export function startOrphanRecovery(
  context: CoreLoopContext,
  intervalMs = orphanRecoveryIntervalMs,
): OrphanRecovery {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let pass: Promise<void> = Promise.resolve();
  const run = () => {
    pass = recoverOrphanedScans(context)
      .then(
        () => undefined,
        (error: unknown) => context.logger.error({ err: error }, 'Recovering orphaned scans failed'),
      )
      .then(() => {
        if (!stopped) timer = setTimeout(run, intervalMs);
      });
  };
  run();
  return {
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await pass;
    },
  };
}
