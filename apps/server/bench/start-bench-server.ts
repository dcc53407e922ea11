import type { DatabaseHandle } from '@driftwatch/db';
import { buildServer } from '../src/build-server.js';
import { loadBenchConfig } from './bench-config.js';

export interface BenchServer {
  url: string;
  close(): Promise<void>;
}

/**
 * The real server as apps/server/src/main.ts builds it: the HTTP API, the live bus and, in this
 * process, the scan and alert workers with their production polling, on 127.0.0.1 and a free port.
 */
export async function startBenchServer(
  database: { url: string; handle: DatabaseHandle },
  dataDir: string,
): Promise<BenchServer> {
  const config = await loadBenchConfig(database.url, dataDir);
  const app = await buildServer({ config, db: database.handle.db, database: database.handle });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('The server has no TCP address');
  return { url: `http://127.0.0.1:${address.port}`, close: () => app.close() };
}
