import { timestamp, uuid } from 'drizzle-orm/pg-core';

/** Shared column builders so every table spells ids and timestamps the same way. */
export const primaryId = () => uuid('id').primaryKey().defaultRandom();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
export const timestampColumn = (name: string) => timestamp(name, { withTimezone: true });
