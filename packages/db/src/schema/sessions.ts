import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, primaryId, timestampColumn } from './columns.js';
import { users } from './users.js';

/** Opaque bearer tokens: only the sha256 of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: primaryId(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestampColumn('expires_at').notNull(),
    revokedAt: timestampColumn('revoked_at'),
    lastUsedAt: timestampColumn('last_used_at'),
    userAgent: text('user_agent'),
    ipAddress: text('ip_address'),
    createdAt: createdAt(),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
);

export type SessionRow = typeof sessions.$inferSelect;
