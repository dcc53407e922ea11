import { boolean, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, primaryId, updatedAt } from './columns.js';
import { organizations } from './organizations.js';
import { users } from './users.js';

/** What the feedback dialog shows for a given place in the product; seeded by a migration. */
export const feedbackContexts = pgTable('feedback_contexts', {
  id: text('id').primaryKey(),
  title: text('title').notNull(),
  description: text('description').notNull(),
  placeholder: text('placeholder').notNull(),
  showRating: boolean('show_rating').notNull().default(false),
  active: boolean('active').notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Feedback may come from signed-out visitors, so user and organization are optional. */
export const feedback = pgTable(
  'feedback',
  {
    id: primaryId(),
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    contextId: text('context_id'),
    text: text('text').notNull(),
    rating: integer('rating'),
    url: text('url'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (table) => [
    index('feedback_context_id_idx').on(table.contextId),
    index('feedback_created_at_idx').on(table.createdAt),
  ],
);

export type FeedbackContextRow = typeof feedbackContexts.$inferSelect;
export type FeedbackRow = typeof feedback.$inferSelect;
