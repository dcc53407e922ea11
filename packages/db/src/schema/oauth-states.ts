import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, timestampColumn } from './columns.js';

/**
 * OAuth sign-in state and PKCE verifier, kept in the database so any instance can finish a flow
 * another instance started.
 */
export const oauthStates = pgTable('oauth_states', {
  stateHash: text('state_hash').primaryKey(),
  provider: text('provider').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  expiresAt: timestampColumn('expires_at').notNull(),
  createdAt: createdAt(),
});

export type OauthStateRow = typeof oauthStates.$inferSelect;
