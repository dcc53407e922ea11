import { date, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations.js';
import { repositories } from './repositories.js';

/**
 * Each repository's drift history per UTC day, summed from the activity: how much the open total
 * (open or in progress) moved, how many issues were detected and how many resolved. A trigger on
 * drift_issue_activity keeps it in the same transaction as each entry (migration 0005), so the
 * dashboard's trend reads a few hundred rows instead of every status change of 100,000 issues.
 * Activity is append-only and leaves only with its repository or organization, which take these
 * rows with them.
 */
export const driftIssueDailyCounts = pgTable(
  'drift_issue_daily_counts',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    repositoryId: uuid('repository_id')
      .notNull()
      .references(() => repositories.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    openDelta: integer('open_delta').notNull(),
    detected: integer('detected').notNull(),
    resolved: integer('resolved').notNull(),
  },
  (table) => [primaryKey({ columns: [table.organizationId, table.repositoryId, table.day] })],
);
