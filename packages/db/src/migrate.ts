import { fileURLToPath } from 'node:url';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { DatabaseHandle } from './database.js';
import * as schema from './schema/index.js';

/** The SQL migrations sit next to src/ and dist/, so this resolves from either. */
export const migrationsFolder = fileURLToPath(new URL('../migrations', import.meta.url));

/** Any stable number: serialises migrations when several instances start at once. */
const migrationLockId = 724_118_001;

export async function migrate(handle: DatabaseHandle): Promise<void> {
  const connection = handle.connection;
  if (connection.engine === 'pglite') {
    await migratePglite(connection.drizzle, { migrationsFolder });
    return;
  }
  const client = await connection.pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [migrationLockId]);
    try {
      await migrateNodePg(drizzleNodePg(client, { schema }), { migrationsFolder });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [migrationLockId]);
    }
  } finally {
    client.release();
  }
}
