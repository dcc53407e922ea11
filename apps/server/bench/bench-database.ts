import { randomBytes } from 'node:crypto';
import { type DatabaseHandle, migrate, openDatabase } from '@driftwatch/db';
import pg from 'pg';

export interface BenchDatabase {
  /** The connection string of the fresh database, for a second server process. */
  url: string;
  /** Opened the way apps/server/src/main.ts opens it (same pool size). */
  handle: DatabaseHandle;
  destroy(): Promise<void>;
}

async function onServer(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A fresh, migrated database on the PostgreSQL server of `serverUrl`, dropped by destroy(). */
export async function createBenchDatabase(serverUrl: string, dataDir: string): Promise<BenchDatabase> {
  const name = `driftwatch_bench_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ databaseUrl: url.toString(), dataDir });
  await migrate(handle);
  return {
    url: url.toString(),
    handle,
    async destroy() {
      await handle.close();
      await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
