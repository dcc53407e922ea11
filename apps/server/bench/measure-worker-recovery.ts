import path from 'node:path';
import type { DatabaseHandle, ScanRow } from '@driftwatch/db';
import { findScanById } from '@driftwatch/db/worker';
import { startServerProcess } from './start-server-process.js';

export interface WorkerRecovery {
  scan: ScanRow;
  /** Milliseconds from the kill until another worker runs the scan again. */
  rerunMs: number;
  /** Milliseconds from the kill until the scan has finished. */
  finishedMs: number;
}

async function poll<T>(what: string, timeoutMs: number, check: () => Promise<T | undefined>): Promise<T> {
  const deadline = performance.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (performance.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * The outside probe of a worker dying mid-scan: a worker process (from sources, as `npm run dev`
 * starts one) takes the scan `queueScan` queues; once the scan has checked out its commit (the
 * engine is running) the worker is killed with SIGKILL, a new worker process starts, and the scan
 * is timed until it has finished. Both workers use the PostgreSQL database `databaseUrl`.
 */
export async function measureWorkerRecovery(options: {
  database: DatabaseHandle;
  databaseUrl: string;
  dataDir: string;
  queueScan(): Promise<string>;
  timeoutMs: number;
}): Promise<WorkerRecovery> {
  const { database, databaseUrl, dataDir } = options;
  const first = await startServerProcess(databaseUrl, path.join(dataDir, 'first-worker'), 'worker');
  let killedAt: number;
  let scanId: string;
  try {
    scanId = await options.queueScan();
    await poll('the first worker to check out the commit', 60_000, async () => {
      const scan = await findScanById(database.db, scanId);
      if (scan?.status !== 'running' && scan?.status !== 'queued')
        throw new Error(`The scan ended before the worker was killed: ${scan?.status} ${scan?.error}`);
      return scan.status === 'running' && scan.commitSha ? true : undefined;
    });
  } finally {
    await first.kill();
    killedAt = performance.now();
  }
  const second = await startServerProcess(databaseUrl, path.join(dataDir, 'second-worker'), 'worker');
  try {
    const rerunMs = await poll('another worker to run the scan again', options.timeoutMs, async () => {
      const scan = await findScanById(database.db, scanId);
      return scan && scan.attempts > 1 ? performance.now() - killedAt : undefined;
    });
    const scan = await poll('the scan to finish', options.timeoutMs, async () => {
      const row = await findScanById(database.db, scanId);
      return row?.status === 'succeeded' || row?.status === 'failed' ? row : undefined;
    });
    return { scan, rerunMs, finishedMs: performance.now() - killedAt };
  } finally {
    await second.stop();
  }
}
