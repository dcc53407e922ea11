import { scanStatuses, scanTriggers } from '@driftwatch/contract';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, primaryId, timestampColumn, updatedAt } from './columns.js';
import { organizations } from './organizations.js';
import { repositories } from './repositories.js';
import { users } from './users.js';

export interface ScanOptionsColumn {
  includePrChecks: boolean;
  includeExternalDocs: boolean;
}

export interface ScanStatsColumn {
  codeFiles: number;
  docFiles: number;
  bytes: number;
  durationMs: number;
  /** Files the engine left unread, with its reason (the first ones by path); absent on older scans. */
  skippedFiles?: { path: string; reason: string }[];
  /** How many files were left unread in all, listed or not. */
  skippedFileCount?: number;
}

/** One scan of one commit: what the user sees of a scan job (status, timings, counts, errors). */
export const scans = pgTable(
  'scans',
  {
    id: primaryId(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    repositoryId: uuid('repository_id')
      .notNull()
      .references(() => repositories.id, { onDelete: 'cascade' }),
    status: text('status', { enum: scanStatuses }).notNull().default('queued'),
    trigger: text('trigger', { enum: scanTriggers }).notNull(),
    /** The requested revision (null = head of the default branch) and the commit actually scanned. */
    requestedRevision: text('requested_revision'),
    commitSha: text('commit_sha'),
    commitMessage: text('commit_message'),
    commitAuthor: text('commit_author'),
    options: jsonb('options').$type<ScanOptionsColumn>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    startedAt: timestampColumn('started_at'),
    /** The queue job running the scan now; the one to cancel when its worker is found dead. */
    jobId: uuid('job_id'),
    /** Written every few seconds by the worker running the scan: a stale one means the worker died. */
    heartbeatAt: timestampColumn('heartbeat_at'),
    /** Runs whose worker stopped before finishing (killed, crashed, out of memory). */
    orphanedRuns: integer('orphaned_runs').notNull().default(0),
    finishedAt: timestampColumn('finished_at'),
    durationMs: integer('duration_ms'),
    findingsCount: integer('findings_count'),
    issuesCreated: integer('issues_created'),
    issuesRedetected: integer('issues_redetected'),
    issuesResolved: integer('issues_resolved'),
    engineStats: jsonb('engine_stats').$type<ScanStatsColumn>(),
    /** The last failure, kept while retries run so the user can see why. */
    error: text('error'),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('scans_repository_id_idx').on(table.repositoryId, table.createdAt),
    index('scans_organization_id_idx').on(table.organizationId, table.createdAt),
    // Orphan recovery looks for running scans every few seconds; few scans run at once.
    index('scans_running_heartbeat_idx').on(table.heartbeatAt).where(sql`${table.status} = 'running'`),
  ],
);

export type ScanRow = typeof scans.$inferSelect;
export type NewScanRow = typeof scans.$inferInsert;
