import {
  type DriftIssueStatus,
  type DriftSeverity,
  driftIssueStatuses,
  driftSeverities,
} from '@driftwatch/contract';
import { integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { organizations } from './organizations.js';
import { repositories } from './repositories.js';

/**
 * How many drift issues each repository has per status and severity. Triggers on drift_issues keep it
 * exact in the same transaction as every insert, update and delete (migration 0004), so the issue
 * list's total and the stat cards read a few rows instead of counting up to 100,000 issues per request.
 */
export const driftIssueCounts = pgTable(
  'drift_issue_counts',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    repositoryId: uuid('repository_id')
      .notNull()
      .references(() => repositories.id, { onDelete: 'cascade' }),
    status: text('status', { enum: driftIssueStatuses }).$type<DriftIssueStatus>().notNull(),
    severity: text('severity', { enum: driftSeverities }).$type<DriftSeverity>().notNull(),
    count: integer('count').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.organizationId, table.repositoryId, table.status, table.severity] }),
  ],
);
