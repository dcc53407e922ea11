import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { DatabaseHandle } from './database.js';
import * as schema from './schema/index.js';

export interface OpenDatabaseOptions {
  /** postgres://... selects a PostgreSQL server; without it the embedded PGlite is used. */
  databaseUrl?: string | undefined;
  /** Driftwatch's data directory; PGlite keeps its files in <dataDir>/pglite. */
  dataDir: string;
  /** Pool size for PostgreSQL. */
  maxConnections?: number;
  /** Told when PostgreSQL drops an idle connection (a restart, an administrator); the pool reconnects. */
  onConnectionError?: (error: Error) => void;
}

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.maxConnections ?? 10 });
    // Wrapped before the first connection, so close() waits for that one too.
    const handle = wrapPostgresPool(pool, options.onConnectionError);
    // Fail at start-up, not on the first request, when the server cannot be reached.
    try {
      const probe = await pool.connect();
      probe.release();
    } catch (error) {
      await handle.close();
      throw error;
    }
    return handle;
  }
  const directory = path.resolve(options.dataDir, 'pglite');
  await mkdir(directory, { recursive: true });
  const client = await PGlite.create(directory);
  return wrapPglite(client);
}

export function wrapPglite(client: PGlite): DatabaseHandle {
  const database = drizzlePglite(client, { schema });
  return {
    engine: 'pglite',
    db: database,
    connection: { engine: 'pglite', client, drizzle: database },
    async executeSql(text, params = []) {
      // Without parameters, use the simple protocol so a script of several statements runs (as pg does).
      if (params.length === 0) {
        const results = await client.exec(text);
        return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
      }
      const result = await client.query<Record<string, unknown>>(text, params);
      return { rows: result.rows };
    },
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

export function wrapPostgresPool(
  pool: pg.Pool,
  onConnectionError: (error: Error) => void = () => {},
): DatabaseHandle {
  // Without a listener, an idle connection the server closes would crash the process; the pool has
  // already dropped it, so the next query simply opens a new one.
  pool.on('error', onConnectionError);
  const waitForConnectionsToEnd = trackOpenConnections(pool);
  const database = drizzleNodePg(pool, { schema });
  let closed = false;
  return {
    engine: 'postgres',
    db: database,
    connection: { engine: 'postgres', pool, drizzle: database },
    async executeSql(text, params = []) {
      const result: pg.QueryResult<Record<string, unknown>> | pg.QueryResult<Record<string, unknown>>[] =
        await pool.query<Record<string, unknown>>(text, params);
      // A script of several statements answers one result per statement; keep the last, like PGlite.
      const last = Array.isArray(result) ? result.at(-1) : result;
      return { rows: last?.rows ?? [] };
    },
    async close() {
      if (closed) return;
      closed = true;
      await pool.end();
      await waitForConnectionsToEnd();
    },
  };
}

/**
 * pool.end() resolves once it has asked every connection to end, not once they have, and the pool's
 * `remove` event comes as early: a database dropped right after could still reach a live connection
 * and make it fail. This waits for each connection's own `end`, which comes when its socket closed.
 */
function trackOpenConnections(pool: pg.Pool): () => Promise<void> {
  const open = new Set<pg.PoolClient>();
  let allEnded: (() => void) | null = null;
  pool.on('connect', (client) => {
    open.add(client);
    client.once('end', () => {
      open.delete(client);
      if (open.size === 0) allEnded?.();
    });
  });
  return () =>
    new Promise((resolve) => {
      if (open.size === 0) return resolve();
      allEnded = resolve;
    });
}
