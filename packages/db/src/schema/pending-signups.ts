import { index, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, primaryId, timestampColumn } from './columns.js';

/**
 * A sign-up waiting for its emailed confirmation link. The account is only created when the link
 * is opened, so the sign-up answer is the same whether or not the address already has an account.
 * Opening the link deletes the row (single use); an address may have several rows (resent mails).
 */
export const pendingSignups = pgTable(
  'pending_signups',
  {
    id: primaryId(),
    /** Stored lower-cased, like users.email. */
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** argon2id of the password chosen at sign-up. */
    passwordHash: text('password_hash').notNull(),
    signupIntent: text('signup_intent').notNull(),
    signupSource: text('signup_source').notNull(),
    /** SHA-256 of the invitation token the sign-up came with; the account joins it when confirmed. */
    invitationTokenHash: text('invitation_token_hash'),
    /** SHA-256 of the emailed confirmation token. */
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestampColumn('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('pending_signups_email_idx').on(table.email)],
);

export type PendingSignupRow = typeof pendingSignups.$inferSelect;
export type NewPendingSignupRow = typeof pendingSignups.$inferInsert;
