import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestampColumn } from './columns.js';

/** Fixed-window counters shared by every server instance. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStartsAt: timestampColumn('window_starts_at').notNull(),
  count: integer('count').notNull(),
});
