/**
 * Worker recovery: a web server here and a worker process on a throw-away PostgreSQL database
 * (DATABASE_URL names the server); the worker is killed with SIGKILL in the middle of scanning a
 * 10,000-module repository and a new worker process is started. Prints the time from the kill
 * until the scan runs again and until it has finished.
 * Run: DATABASE_URL=postgres://... npx tsx --conditions=source apps/server/bench/worker-recovery-bench.ts
 */

import { rm } from 'node:fs/promises';
import { connectRepositoryResponseSchema } from '@driftwatch/contract';
import { orphanedScanMs, orphanRecoveryIntervalMs } from '../src/services/scans/scan-liveness.js';
import { expectApi, signUpOwner } from './bench-api.js';
import { describeLoad } from './bench-stats.js';
import { createLargeRepository } from './create-large-repository.js';
import { measureWorkerRecovery } from './measure-worker-recovery.js';
import { runServerBench } from './run-server-bench.js';

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

const repositoryDir = await createLargeRepository(10_000);
try {
  await runServerBench('worker-recovery-bench', 'web', async ({ server, database, dataDir }) => {
    const owner = await signUpOwner(server, 'recovery');
    const recovery = await measureWorkerRecovery({
      database: database.handle,
      databaseUrl: database.url,
      dataDir,
      timeoutMs: 5 * 60_000,
      async queueScan() {
        const connected = connectRepositoryResponseSchema.parse(
          await expectApi(server.url, 'POST', '/api/repositories', 201, {
            token: owner.token,
            body: { provider: 'git', url: repositoryDir },
          }),
        );
        if (!connected.scan) throw new Error('Connecting queued no scan');
        return connected.scan.id;
      },
    });
    console.log(describeLoad());
    console.log(
      `worker recovery after kill -9 mid-scan: scan running again after ${seconds(recovery.rerunMs)}, ` +
        `${recovery.scan.status} after ${seconds(recovery.finishedMs)} ` +
        `(a heartbeat older than ${seconds(orphanedScanMs)} is a dead worker, checked every ` +
        `${seconds(orphanRecoveryIntervalMs)}; a new worker process started at once)`,
    );
  });
} finally {
  await rm(repositoryDir, { recursive: true, force: true });
}
