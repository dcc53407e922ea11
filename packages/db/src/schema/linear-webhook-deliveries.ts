import { pgTable, text } from 'drizzle-orm/pg-core';
import { timestampColumn } from './columns.js';

/** Linear webhook deliveries already applied (Linear-Delivery header); a redelivery is a no-op. */
export const processedLinearWebhooks = pgTable('processed_linear_webhooks', {
  deliveryId: text('delivery_id').primaryKey(),
  processedAt: timestampColumn('processed_at').notNull().defaultNow(),
});
