/** How often the worker running a scan writes the scan's heartbeat. */
export const scanHeartbeatMs = 10_000;

/**
 * A running scan whose heartbeat is older than this has lost its worker. Several beats long, so a
 * slow database or a pause of the worker (garbage collection, a busy event loop) is not a death.
 */
export const orphanedScanMs = 45_000;

/** How often each worker process looks for orphaned scans (also once when it starts). */
export const orphanRecoveryIntervalMs = 5_000;

/**
 * A scan whose runs stopped their worker this many times fails instead of being retried: when the
 * scan itself kills the worker (memory, a crash in a parser), retrying would crash-loop the service.
 */
export const maxOrphanedRuns = 3;

/**
 * When an orphaned scan runs again: at once after its first lost run (usually a restart or a
 * deploy), then after 30 s, 60 s, ... in case the scan is what stops its worker.
 */
export function orphanRetryDelaySeconds(orphanedRuns: number): number {
  return orphanedRuns <= 1 ? 0 : 30 * 2 ** (orphanedRuns - 2);
}
