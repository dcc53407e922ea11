import type { DatabaseHandle } from '@driftwatch/db';

/** What pg-boss calls to run SQL when it is given a connection instead of a connection string. */
export interface BossDatabase {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * pg-boss sends its schema creation as multi-statement text without parameters. PGlite's
 * parameterised query() refuses several statements, so those go through exec(); everything else
 * uses the handle's parameterised path.
 */
export function createBossDatabase(database: DatabaseHandle): BossDatabase {
  const connection = database.connection;
  return {
    async executeSql(text, values = []) {
      if (connection.engine === 'pglite' && values.length === 0) {
        const results = await connection.client.exec(text);
        return { rows: results.at(-1)?.rows ?? [] };
      }
      return database.executeSql(text, values);
    },
  };
}
