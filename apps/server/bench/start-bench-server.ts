import path from 'node:path';
import type { DatabaseHandle } from '@driftwatch/db';
import { loadConfig } from '../src/config/load-config.js';
import { startProcess } from '../src/process/start-process.js';
import { benchEnvironment } from './bench-config.js';

export interface BenchServer {
  url: string;
  /** Without SMTP the server writes its mails (sign-up confirmations) here. */
  outboxDir: string;
  close(): Promise<void>;
}

/**
 * The real server as apps/server/src/main.ts starts it, on 127.0.0.1 and a free port: role `all`
 * serves the API and runs the scan and alert workers (production polling) in this process; `web`
 * only queues jobs, for a worker process to run.
 */
export async function startBenchServer(
  database: { url: string; handle: DatabaseHandle },
  dataDir: string,
  role: 'all' | 'web' = 'all',
  env: Record<string, string> = {},
): Promise<BenchServer> {
  const config = await loadConfig({
    ...benchEnvironment(database.url, dataDir),
    ...env,
    PORT: '0',
    DRIFTWATCH_ROLE: role,
  });
  const running = await startProcess({ config, database: database.handle });
  if (!running.url) throw new Error(`The ${role} role opened no port`);
  return { url: running.url, outboxDir: path.join(dataDir, 'outbox'), close: () => running.close() };
}
