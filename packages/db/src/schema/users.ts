import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, primaryId, updatedAt } from './columns.js';

export const users = pgTable('users', {
  id: primaryId(),
  /** Stored lower-cased; the API normalises before every lookup. */
  email: text('email').notNull().unique(),
  name: text('name').notNull(),
  /** argon2id; null for accounts created by Google or GitHub sign-in or an invitation until a password is set. */
  passwordHash: text('password_hash'),
  googleId: text('google_id').unique(),
  /** GitHub's numeric user id as text: logins can be renamed, the id cannot. */
  githubId: text('github_id').unique(),
  signupIntent: text('signup_intent').notNull().default('team'),
  signupSource: text('signup_source').notNull().default('web'),
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
