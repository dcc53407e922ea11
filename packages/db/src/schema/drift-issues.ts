import { driftIssueStatuses, driftSeverities } from '@driftwatch/contract';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, real, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, primaryId, timestampColumn, updatedAt } from './columns.js';
import { organizations } from './organizations.js';
import { repositories } from './repositories.js';
import { scans } from './scans.js';
import { users } from './users.js';

export interface AffectedFileColumn {
  path: string;
  functions: string[];
  classes: string[];
  exports: string[];
}

/** The API's drift issue metadata that has no column of its own. */
export interface DriftIssueMetadataColumn {
  doc_source_type: string | null;
  doc_location: string | null;
  doc_line: number | null;
  doc_end_line: number | null;
  doc_claim: string | null;
  code_location: string | null;
  code_line: number | null;
  code_reality: string | null;
  actual_implementation: string | null;
  notion_page_id: string | null;
  ai_suggestion: string | null;
  fix_action: string | null;
  fix_details: string | Record<string, unknown> | null;
  identifier: string | null;
  analysis_type: string | null;
}

/**
 * One drift the engine found, tracked across scans by its fingerprint. `number` is sequential per
 * organization and gives the human key DRIFT-<number>.
 */
export const driftIssues = pgTable(
  'drift_issues',
  {
    id: primaryId(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    repositoryId: uuid('repository_id')
      .notNull()
      .references(() => repositories.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    key: text('key').notNull(),
    fingerprint: text('fingerprint').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    type: text('type').notNull(),
    category: text('category').notNull(),
    subtype: text('subtype').notNull(),
    severity: text('severity', { enum: driftSeverities }).notNull(),
    status: text('status', { enum: driftIssueStatuses }).notNull().default('open'),
    confidence: real('confidence').notNull(),
    /** The commit that introduced the drift (found with git when the issue was created), else the scanned one. */
    commitSha: text('commit_sha'),
    commitMessage: text('commit_message'),
    author: text('author'),
    affectedFiles: jsonb('affected_files').$type<AffectedFileColumn[]>().notNull().default([]),
    suggestions: jsonb('suggestions').$type<string[]>().notNull().default([]),
    detectionReason: text('detection_reason'),
    detectorName: text('detector_name').notNull(),
    detectionCount: integer('detection_count').notNull().default(1),
    lastDetectedAt: timestampColumn('last_detected_at').notNull().defaultNow(),
    /** The commit of the latest detection. The diff endpoints show commitSha, the commit that introduced the drift. */
    lastCommitSha: text('last_commit_sha'),
    metadata: jsonb('metadata').$type<DriftIssueMetadataColumn>().notNull(),
    firstScanId: uuid('first_scan_id').references(() => scans.id, { onDelete: 'set null' }),
    lastScanId: uuid('last_scan_id').references(() => scans.id, { onDelete: 'set null' }),
    resolvedAt: timestampColumn('resolved_at'),
    /** A person's name, or "Driftwatch scanner" when a scan no longer finds the drift. */
    resolvedBy: text('resolved_by'),
    resolvedByUserId: uuid('resolved_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    resolution: text('resolution'),
    /** Category pr: the pull request whose change introduced the drift; null for branch scans. */
    pullRequestNumber: integer('pull_request_number'),
    pullRequestUrl: text('pull_request_url'),
    linearIssueId: text('linear_issue_id'),
    linearIssueUrl: text('linear_issue_url'),
    linearStatus: text('linear_status'),
    linearTeamId: text('linear_team_id'),
    linearProjectId: text('linear_project_id'),
    linearSyncAt: timestampColumn('linear_sync_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('drift_issues_organization_number_unique').on(table.organizationId, table.number),
    uniqueIndex('drift_issues_repository_fingerprint_unique').on(table.repositoryId, table.fingerprint),
    // One index per list filter, each ending in the list order, so a filtered page is an index range.
    index('drift_issues_organization_created_idx').on(table.organizationId, table.createdAt, table.id),
    index('drift_issues_organization_status_idx').on(
      table.organizationId,
      table.status,
      table.createdAt,
      table.id,
    ),
    index('drift_issues_organization_severity_idx').on(
      table.organizationId,
      table.severity,
      table.createdAt,
      table.id,
    ),
    index('drift_issues_organization_status_severity_idx').on(
      table.organizationId,
      table.status,
      table.severity,
      table.createdAt,
      table.id,
    ),
    index('drift_issues_organization_repository_idx').on(
      table.organizationId,
      table.repositoryId,
      table.createdAt,
      table.id,
    ),
    index('drift_issues_repository_status_idx').on(
      table.repositoryId,
      table.status,
      table.createdAt,
      table.id,
    ),
    index('drift_issues_organization_key_idx').on(table.organizationId, sql`lower(${table.key})`),
    // Text search uses a trigram index on PostgreSQL, made by migration 0003 where pg_trgm exists.
  ],
);

/** The last DRIFT-<n> number handed out per organization; a row lock makes numbering gap-safe. */
export const driftIssueCounters = pgTable('drift_issue_counters', {
  organizationId: uuid('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  lastNumber: integer('last_number').notNull().default(0),
});

export type DriftIssueRow = typeof driftIssues.$inferSelect;
export type NewDriftIssueRow = typeof driftIssues.$inferInsert;
