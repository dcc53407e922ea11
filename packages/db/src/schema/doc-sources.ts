import { docSourceProviders, docSourceScheduleTypes, docSourceStatuses } from '@driftwatch/contract';
import { index, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, primaryId, timestampColumn, updatedAt } from './columns.js';
import { integrations } from './integrations.js';
import { organizations } from './organizations.js';
import { repositories } from './repositories.js';

/**
 * A set of pages of an external documentation workspace (Notion, Confluence), synced on a schedule
 * and checked against the code of every repository linked to it.
 */
export const docSources = pgTable(
  'doc_sources',
  {
    id: primaryId(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: docSourceProviders }).notNull(),
    name: text('name').notNull(),
    /** The integration whose token reads the pages; a reconnect creates a new row, so it is looked up again when gone. */
    integrationId: uuid('integration_id').references(() => integrations.id, { onDelete: 'set null' }),
    pageIds: jsonb('page_ids').$type<string[]>().notNull().default([]),
    scheduleType: text('schedule_type', { enum: docSourceScheduleTypes }).notNull().default('daily'),
    customCron: text('custom_cron'),
    status: text('status', { enum: docSourceStatuses }).notNull().default('idle'),
    lastSyncAt: timestampColumn('last_sync_at'),
    lastError: text('last_error'),
    /** When the scheduler should next sync and scan it. */
    nextSyncAt: timestampColumn('next_sync_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('doc_sources_organization_idx').on(table.organizationId, table.createdAt),
    index('doc_sources_next_sync_idx').on(table.nextSyncAt),
  ],
);

/**
 * A page of a source as last read: its Markdown and, per Markdown line, the provider's block id,
 * so a finding on a line points at the exact block. A sync reads again only pages whose
 * last_edited_time changed.
 */
export const docSourcePages = pgTable(
  'doc_source_pages',
  {
    docSourceId: uuid('doc_source_id')
      .notNull()
      .references(() => docSources.id, { onDelete: 'cascade' }),
    pageId: text('page_id').notNull(),
    /** The page this one was found under, for child pages; null for pages of the scope. */
    parentPageId: text('parent_page_id'),
    title: text('title').notNull().default(''),
    url: text('url'),
    lastEditedTime: timestampColumn('last_edited_time'),
    markdown: text('markdown').notNull().default(''),
    /** Block id (without dashes) of each Markdown line, 1-based index - 1; null for lines no block owns. */
    lineBlocks: jsonb('line_blocks').$type<Array<string | null>>().notNull().default([]),
    /** Why the page could not be read at the last sync (gone, unshared); null when read. */
    error: text('error'),
    syncedAt: timestampColumn('synced_at'),
  },
  (table) => [primaryKey({ columns: [table.docSourceId, table.pageId] })],
);

/** Which repositories' code a source's pages are checked against. */
export const docSourceRepositories = pgTable(
  'doc_source_repositories',
  {
    docSourceId: uuid('doc_source_id')
      .notNull()
      .references(() => docSources.id, { onDelete: 'cascade' }),
    repositoryId: uuid('repository_id')
      .notNull()
      .references(() => repositories.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.docSourceId, table.repositoryId] }),
    index('doc_source_repositories_repository_idx').on(table.repositoryId),
  ],
);

export type DocSourceRow = typeof docSources.$inferSelect;
export type NewDocSourceRow = typeof docSources.$inferInsert;
export type DocSourcePageRow = typeof docSourcePages.$inferSelect;
export type NewDocSourcePageRow = typeof docSourcePages.$inferInsert;
