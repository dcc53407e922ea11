import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BenchDatabase, createBenchDatabase } from './bench-database.js';
import { type BenchServer, startBenchServer } from './start-bench-server.js';

export interface ServerBench {
  server: BenchServer;
  database: BenchDatabase;
  dataDir: string;
}

/** `--name N` from the command line: a whole number of at least 1, or the fallback. */
export function readCountOption(name: string, fallback: number): number {
  const args = process.argv.slice(2);
  const index = args.indexOf(`--${name}`);
  const value = index >= 0 ? Number(args[index + 1]) : fallback;
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} takes a whole number from 1`);
  return value;
}

/**
 * Runs a bench against the real server (of the given role) on a fresh database of the PostgreSQL
 * server DATABASE_URL names, with its own data dir, and removes all of it afterwards. Without
 * DATABASE_URL it says so.
 */
export async function runServerBench(
  name: string,
  role: 'all' | 'web',
  bench: (context: ServerBench) => Promise<void>,
  /** More environment for the server, e.g. a provider's variables pointed at a local fake. */
  env: Record<string, string> = {},
): Promise<void> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    console.log(`${name}: skipped (set DATABASE_URL to a PostgreSQL server to run it)`);
    return;
  }
  const dataDir = await mkdtemp(path.join(tmpdir(), `driftwatch-${name}-`));
  const database = await createBenchDatabase(serverUrl, dataDir);
  try {
    const server = await startBenchServer(database, dataDir, role, env);
    try {
      await bench({ server, database, dataDir });
    } finally {
      await server.close();
    }
  } finally {
    await database.destroy();
    await rm(dataDir, { recursive: true, force: true });
  }
}
