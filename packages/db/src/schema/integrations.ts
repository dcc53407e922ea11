import { integrationPlatforms, integrationStatuses } from '@driftwatch/contract';
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, primaryId, timestampColumn, updatedAt } from './columns.js';
import { organizations } from './organizations.js';
import { users } from './users.js';

/**
 * An organization's connection to a provider workspace. Disconnecting keeps the row (status revoked,
 * secret removed) as history, so at most one row per platform is current (connected or broken).
 */
export const integrations = pgTable(
  'integrations',
  {
    id: primaryId(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    platform: text('platform', { enum: integrationPlatforms }).notNull(),
    status: text('status', { enum: integrationStatuses }).notNull().default('connected'),
    statusReason: text('status_reason'),
    externalId: text('external_id'),
    teamName: text('team_name'),
    username: text('username'),
    userEmail: text('user_email'),
    avatar: text('avatar'),
    scopes: jsonb('scopes').$type<string[]>().notNull().default([]),
    /** Email integrations: where alerts go. */
    emails: jsonb('emails').$type<string[]>().notNull().default([]),
    /** AES-256-GCM sealed JSON of the provider tokens; null once revoked. */
    secretEncrypted: text('secret_encrypted'),
    connectedByUserId: uuid('connected_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    disconnectedAt: timestampColumn('disconnected_at'),
  },
  (table) => [
    uniqueIndex('integrations_current_platform_idx')
      .on(table.organizationId, table.platform)
      .where(sql`${table.status} <> 'revoked'`),
    // A GitHub App installation belongs to one organization at a time (two organizations may
    // share a Slack workspace, so other platforms' external ids stay unconstrained).
    uniqueIndex('integrations_github_installation_idx')
      .on(table.externalId)
      .where(sql`${table.platform} = 'github_app' and ${table.status} <> 'revoked'`),
    index('integrations_organization_id_idx').on(table.organizationId, table.createdAt),
  ],
);

export type IntegrationRow = typeof integrations.$inferSelect;
export type NewIntegrationRow = typeof integrations.$inferInsert;
