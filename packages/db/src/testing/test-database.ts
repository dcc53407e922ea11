import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { DatabaseHandle, Engine } from '../database.js';
import { migrate } from '../migrate.js';
import { wrapPglite, wrapPostgresPool } from '../open-database.js';
import { createPgliteFromTemplate } from './pglite-template.js';

/**
 * The engines the database suites run on: PGlite always, PostgreSQL too when DATABASE_URL is set
 * (CI sets it to a private cluster).
 */
export function testEngines(env: NodeJS.ProcessEnv = process.env): Engine[] {
  return env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];
}

export interface TestDatabase {
  engine: Engine;
  handle: DatabaseHandle;
  /** The connection string of the throw-away PostgreSQL database; undefined on PGlite. */
  databaseUrl: string | undefined;
  /** Closes the handle and, on PostgreSQL, drops the database. */
  destroy(): Promise<void>;
}

/** A fresh migrated database for one test file. */
export async function createTestDatabase(
  engine: Engine,
  env: NodeJS.ProcessEnv = process.env,
): Promise<TestDatabase> {
  if (engine === 'pglite') {
    const handle = wrapPglite(await createPgliteFromTemplate());
    return { engine, handle, databaseUrl: undefined, destroy: () => handle.close() };
  }
  const serverUrl = env.DATABASE_URL;
  if (!serverUrl) throw new Error('DATABASE_URL is needed to create a PostgreSQL test database');
  const name = `driftwatch_test_${randomBytes(6).toString('hex')}`;
  await withAdminClient(serverUrl, (client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = wrapPostgresPool(new pg.Pool({ connectionString: url.toString(), max: 5 }));
  await migrate(handle);
  return {
    engine,
    handle,
    databaseUrl: url.toString(),
    async destroy() {
      await handle.close();
      await withAdminClient(serverUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      );
    },
  };
}

async function withAdminClient<T>(serverUrl: string, action: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await action(client);
  } finally {
    await client.end();
  }
}
