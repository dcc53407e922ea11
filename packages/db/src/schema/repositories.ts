import { driftStatuses, repositoryProviders, repositoryStatuses } from '@driftwatch/contract';
import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, primaryId, timestampColumn, updatedAt } from './columns.js';
import { organizations } from './organizations.js';
import { users } from './users.js';

/** A repository's mappingConfig (doc and code folders, patterns), stored as the contract validated it. */
export interface MappingConfigColumn {
  docFolders: string[];
  mainDocFile: string;
  customMappingFile: string | null;
  ignorePatterns: string[];
  codePatterns: string[];
  docPatterns: string[];
  ignorePaths: string[];
  notionPageIds: string[];
}

export interface ScanScheduleColumn {
  type: 'onPush' | 'daily' | 'weekly' | 'custom';
  customCron: string | null;
  scanFrequency: number;
  detectAPIChanges: boolean;
  detectBreaking: boolean;
}

export interface RepositoryMetaColumn {
  tags: string[];
  notes: string;
}

/** A connected repository. Disconnecting deletes the row, its scans, issues, channels and alerts. */
export const repositories = pgTable(
  'repositories',
  {
    id: primaryId(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: repositoryProviders }).notNull(),
    externalId: text('external_id').notNull(),
    name: text('name').notNull(),
    fullName: text('full_name').notNull(),
    /** What git clones: a remote URL without credentials or an absolute path on the server. */
    url: text('url').notNull(),
    /** Browsable page of the repository, when the host has one. */
    webUrl: text('web_url'),
    defaultBranch: text('default_branch').notNull().default('main'),
    language: text('language'),
    description: text('description'),
    isPrivate: boolean('is_private').notNull().default(false),
    status: text('status', { enum: repositoryStatuses }).notNull().default('monitored'),
    /** Why the status is error (a failed clone or fetch), shown to the user. */
    statusMessage: text('status_message'),
    lastScanAt: timestampColumn('last_scan_at'),
    lastDriftStatus: text('last_drift_status', { enum: driftStatuses }),
    mappingConfig: jsonb('mapping_config').$type<MappingConfigColumn>().notNull(),
    scanSchedule: jsonb('scan_schedule').$type<ScanScheduleColumn>().notNull(),
    meta: jsonb('meta').$type<RepositoryMetaColumn>().notNull(),
    /** AES-256-GCM sealed JSON of the provider credentials (a token for a private HTTPS remote). */
    credentialsEncrypted: text('credentials_encrypted'),
    /** When the scheduler should enqueue the next scan; null for on-push and paused repositories. */
    nextScanAt: timestampColumn('next_scan_at'),
    /** The code host's id of the webhook Driftwatch created (GitLab); null when polling. */
    webhookId: text('webhook_id'),
    /** AES-256-GCM sealed secret of that webhook, random per hook: deliveries must carry or sign with it. */
    webhookSecretEncrypted: text('webhook_secret_encrypted'),
    /**
     * webhook: the code host calls us on push and pull requests. poll: a job asks the code host at the
     * schedule's interval instead, for servers the code host cannot reach (behind a firewall).
     */
    changeDetection: text('change_detection', { enum: ['webhook', 'poll'] })
      .notNull()
      .default('webhook'),
    /** Polling repositories: when the code host was last asked, and the default branch's head it gave. */
    lastPolledAt: timestampColumn('last_polled_at'),
    lastPolledHeadSha: text('last_polled_head_sha'),
    connectedBy: uuid('connected_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('repositories_organization_external_unique').on(
      table.organizationId,
      table.provider,
      table.externalId,
    ),
    index('repositories_organization_id_idx').on(table.organizationId, table.createdAt),
    index('repositories_next_scan_at_idx').on(table.nextScanAt).where(sql`${table.nextScanAt} is not null`),
  ],
);

export type RepositoryRow = typeof repositories.$inferSelect;
export type NewRepositoryRow = typeof repositories.$inferInsert;
