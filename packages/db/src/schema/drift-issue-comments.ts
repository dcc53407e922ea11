import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, primaryId } from './columns.js';
import { driftIssues } from './drift-issues.js';
import { organizations } from './organizations.js';
import { users } from './users.js';

export const driftIssueComments = pgTable(
  'drift_issue_comments',
  {
    id: primaryId(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    issueId: uuid('issue_id')
      .notNull()
      .references(() => driftIssues.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept so a comment still shows who wrote it after the account is deleted. */
    authorName: text('author_name').notNull(),
    comment: text('comment').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('drift_issue_comments_issue_id_idx').on(table.issueId, table.createdAt)],
);

export type DriftIssueCommentRow = typeof driftIssueComments.$inferSelect;
