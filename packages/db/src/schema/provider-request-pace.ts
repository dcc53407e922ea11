import { pgTable, text } from 'drizzle-orm/pg-core';
import { timestampColumn } from './columns.js';

/**
 * One row per provider token (e.g. `notion:<integration id>`): when its request pace has reached,
 * shared by every server and worker process so together they stay within the provider's limit.
 */
export const providerRequestPace = pgTable('provider_request_pace', {
  key: text('key').primaryKey(),
  /** The time the pace has been booked up to: each request moves it on by one interval. */
  bookedUntil: timestampColumn('booked_until').notNull(),
});
