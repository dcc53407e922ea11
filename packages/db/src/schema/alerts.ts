import { alertStatuses, notificationChannelTypes } from '@driftwatch/contract';
import { index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { primaryId } from './columns.js';
import { notificationChannels } from './notification-channels.js';
import { organizations } from './organizations.js';
import { repositories } from './repositories.js';
import { scans } from './scans.js';

/** One notification delivered (or attempted) through a channel: the alert history. */
export const alerts = pgTable(
  'alerts',
  {
    id: primaryId(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    repositoryId: uuid('repository_id').references(() => repositories.id, { onDelete: 'cascade' }),
    channelId: uuid('channel_id').references(() => notificationChannels.id, { onDelete: 'set null' }),
    scanId: uuid('scan_id').references(() => scans.id, { onDelete: 'set null' }),
    type: text('type', { enum: notificationChannelTypes }).notNull(),
    event: text('event').notNull(),
    /** Email addresses, channel names or the webhook host, as shown in the history. */
    target: text('target').notNull(),
    status: text('status', { enum: alertStatuses }).notNull(),
    error: text('error'),
    /** The drift issues the alert told about. */
    issueIds: jsonb('issue_ids').$type<string[]>().notNull().default([]),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * One delivery per what-and-where, e.g. `scan:<scan>:<event>:<channel>` or
     * `digest:<channel>:<day>`: a job that runs twice finds the row and sends nothing. Test sends have none.
     */
    deliveryKey: text('delivery_key'),
    /**
     * The recipients or Slack channels of a failed delivery that did get it, so the retry sends only
     * to the rest.
     */
    deliveredTo: jsonb('delivered_to').$type<string[]>().notNull().default([]),
  },
  (table) => [
    index('alerts_repository_id_idx').on(table.repositoryId, table.sentAt),
    index('alerts_organization_id_idx').on(table.organizationId, table.sentAt),
    // An issue's alerts_sent looks alerts up by containment.
    index('alerts_issue_ids_idx').using('gin', table.issueIds),
    uniqueIndex('alerts_delivery_key_idx').on(table.deliveryKey),
  ],
);

export type AlertRow = typeof alerts.$inferSelect;
