import { pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.js';

/**
 * Deliveries a code host's webhook already brought (GitLab's X-Gitlab-Event-UUID, Bitbucket's
 * X-Request-UUID): a redelivery or a replay of the same id is acknowledged and does nothing.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    provider: text('provider').notNull(),
    deliveryId: text('delivery_id').notNull(),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.deliveryId] })],
);
