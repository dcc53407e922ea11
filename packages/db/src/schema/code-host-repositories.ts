import { repositoryProviders } from '@driftwatch/contract';
import { boolean, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, primaryId, updatedAt } from './columns.js';
import { integrations } from './integrations.js';
import { organizations } from './organizations.js';

/**
 * Repositories a code-host connection can reach (a GitHub App installation's repositories), offered
 * as available repositories and kept in sync by the host's events.
 */
export const codeHostRepositories = pgTable(
  'code_host_repositories',
  {
    id: primaryId(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    integrationId: uuid('integration_id')
      .notNull()
      .references(() => integrations.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: repositoryProviders }).notNull(),
    /** The host's repository id. */
    externalId: text('external_id').notNull(),
    name: text('name').notNull(),
    fullName: text('full_name').notNull(),
    language: text('language'),
    description: text('description'),
    isPrivate: boolean('is_private').notNull().default(false),
    defaultBranch: text('default_branch').notNull().default('main'),
    cloneUrl: text('clone_url').notNull(),
    webUrl: text('web_url'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('code_host_repositories_integration_external_unique').on(
      table.integrationId,
      table.externalId,
    ),
    index('code_host_repositories_organization_idx').on(table.organizationId, table.fullName),
  ],
);

export type CodeHostRepositoryRow = typeof codeHostRepositories.$inferSelect;
export type NewCodeHostRepositoryRow = typeof codeHostRepositories.$inferInsert;
