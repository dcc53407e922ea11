import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, primaryId, timestampColumn } from './columns.js';
import { users } from './users.js';

export const oneTimeTokenKinds = ['magic_link', 'password_setup', 'password_reset'] as const;
export type OneTimeTokenKind = (typeof oneTimeTokenKinds)[number];

/** Emailed links: hashed, short-lived, single use (used_at is set when consumed). */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: primaryId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: oneTimeTokenKinds }).notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestampColumn('expires_at').notNull(),
    usedAt: timestampColumn('used_at'),
    createdAt: createdAt(),
  },
  (table) => [index('one_time_tokens_user_id_idx').on(table.userId)],
);

export type OneTimeTokenRow = typeof oneTimeTokens.$inferSelect;
