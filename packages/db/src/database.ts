import type { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { Pool } from 'pg';
import type * as schema from './schema/index.js';

export type Schema = typeof schema;

/**
 * The one database type every query takes first. Both drivers (and their transactions) satisfy it,
 * so each query is written once.
 */
export type Database = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export type Engine = 'pglite' | 'postgres';

export interface SqlResult {
  rows: Record<string, unknown>[];
}

/** Driver-specific parts, kept so the migrator and raw SQL can use each driver's own API. */
export type DriverConnection =
  | { engine: 'pglite'; client: PGlite; drizzle: PgliteDatabase<Schema> }
  | { engine: 'postgres'; pool: Pool; drizzle: NodePgDatabase<Schema> };

export interface DatabaseHandle {
  engine: Engine;
  db: Database;
  connection: DriverConnection;
  /** Raw parameterised SQL ($1, $2, ...), e.g. for pg-boss's executeSql adapter. */
  executeSql(text: string, params?: unknown[]): Promise<SqlResult>;
  close(): Promise<void>;
}
