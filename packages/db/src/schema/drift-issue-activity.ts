import { driftIssueActivityKinds, driftIssueStatuses } from '@driftwatch/contract';
import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, primaryId } from './columns.js';
import { driftIssues } from './drift-issues.js';
import { organizations } from './organizations.js';
import { scans } from './scans.js';
import { users } from './users.js';

/** The facts of an alert or a tracker push, which have no columns of their own. */
export interface DriftIssueActivityDetails {
  /** Alerts: the channel type, the event and the target as the alert history shows them. */
  channelType?: string;
  event?: string;
  target?: string;
  /** Tracker pushes: the tracker, the issue's key there and its page. */
  tracker?: string;
  externalKey?: string;
  externalUrl?: string;
}

/**
 * Every change to a drift issue, append-only: the issue row holds only the current state, so a
 * resolution that a later scan re-opens lives on here.
 */
export const driftIssueActivity = pgTable(
  'drift_issue_activity',
  {
    id: primaryId(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    issueId: uuid('issue_id')
      .notNull()
      .references(() => driftIssues.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: driftIssueActivityKinds }).notNull(),
    /** Null for the scanner and for deleted accounts; the name below still says who. */
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    fromStatus: text('from_status', { enum: driftIssueStatuses }),
    toStatus: text('to_status', { enum: driftIssueStatuses }),
    /** The scanned commit of a detection, a re-opening or a scanner's resolution. */
    commitSha: text('commit_sha'),
    scanId: uuid('scan_id').references(() => scans.id, { onDelete: 'set null' }),
    /** Why: the resolution given with a status change, the comment's text, a failed alert's error. */
    note: text('note'),
    details: jsonb('details').$type<DriftIssueActivityDetails>().notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [
    index('drift_issue_activity_issue_idx').on(table.issueId, table.createdAt, table.id),
    // The dashboard's activity feed (newest first) and the drift trend (a window of days) read the
    // organization's entries by time.
    index('drift_issue_activity_organization_idx').on(table.organizationId, table.createdAt, table.id),
  ],
);

export type DriftIssueActivityRow = typeof driftIssueActivity.$inferSelect;
export type NewDriftIssueActivityRow = typeof driftIssueActivity.$inferInsert;
