import { integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, primaryId } from './columns.js';
import { organizations } from './organizations.js';
import { repositories } from './repositories.js';

/**
 * A fix offered on a pull request as a review comment the author can commit. The unique
 * (repository, number, key) keeps a re-run on the same head, or a later push that leaves the same
 * drift, from offering the same fix a second time.
 */
export const pullRequestSuggestions = pgTable(
  'pull_request_suggestions',
  {
    id: primaryId(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    repositoryId: uuid('repository_id')
      .notNull()
      .references(() => repositories.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    /** The fix's identity: the finding, the doc file and the line the fix writes. */
    key: text('key').notNull(),
    /** The host's id of the review comment, once it was posted. */
    externalId: text('external_id'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('pull_request_suggestions_unique').on(table.repositoryId, table.number, table.key)],
);

export type PullRequestSuggestionRow = typeof pullRequestSuggestions.$inferSelect;
