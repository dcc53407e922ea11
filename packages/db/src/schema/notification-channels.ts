import { notificationChannelTypes } from '@driftwatch/contract';
import { boolean, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, primaryId, timestampColumn, updatedAt } from './columns.js';
import { docSources } from './doc-sources.js';
import { organizations } from './organizations.js';
import { repositories } from './repositories.js';

/**
 * Where alerts go for one repository or one doc source. API paths address channels by
 * their index within the owner, so list order is creation order.
 */
export const notificationChannels = pgTable(
  'notification_channels',
  {
    id: primaryId(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    repositoryId: uuid('repository_id').references(() => repositories.id, { onDelete: 'cascade' }),
    /** Set instead of repositoryId for a doc source's channel. */
    docSourceId: uuid('doc_source_id').references(() => docSources.id, { onDelete: 'cascade' }),
    type: text('type', { enum: notificationChannelTypes }).notNull(),
    channels: jsonb('channels').$type<string[]>().notNull().default([]),
    emails: jsonb('emails').$type<string[]>().notNull().default([]),
    webhookUrl: text('webhook_url'),
    /** AES-256-GCM sealed HMAC key that signs webhook deliveries. */
    webhookSecretEncrypted: text('webhook_secret_encrypted'),
    events: jsonb('events').$type<string[]>().notNull().default([]),
    active: boolean('active').notNull().default(true),
    /** Why the newest delivery failed in a way only a person can fix (archived channel, dead URL); cleared by a success. */
    lastError: text('last_error'),
    lastErrorAt: timestampColumn('last_error_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('notification_channels_repository_id_idx').on(table.repositoryId, table.createdAt),
    index('notification_channels_organization_id_idx').on(table.organizationId),
  ],
);

export type NotificationChannelRow = typeof notificationChannels.$inferSelect;
