import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

/**
 * Webhook deliveries already accepted, by the host's delivery id (X-GitHub-Delivery): a host
 * redelivers on timeouts and people press "Redeliver", and each delivery must act once.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    provider: text('provider').notNull(),
    deliveryId: text('delivery_id').notNull(),
    event: text('event').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.deliveryId] })],
);
