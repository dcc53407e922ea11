import { connectSources } from '@driftwatch/contract';
import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestampColumn } from './columns.js';
import { organizations } from './organizations.js';
import { users } from './users.js';

/**
 * OAuth state and PKCE verifier, kept in the database so any instance can finish a flow another
 * instance started. Sign-in flows have no user; connect flows are bound to the user, organization
 * and source page that started them.
 */
export const oauthStates = pgTable('oauth_states', {
  stateHash: text('state_hash').primaryKey(),
  provider: text('provider').notNull(),
  codeVerifier: text('code_verifier').notNull(),
  redirectUri: text('redirect_uri').notNull(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
  organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
  source: text('source', { enum: connectSources }),
  expiresAt: timestampColumn('expires_at').notNull(),
  createdAt: createdAt(),
});

export type OauthStateRow = typeof oauthStates.$inferSelect;
