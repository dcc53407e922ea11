import { and, eq } from 'drizzle-orm';
import type { Database } from '../database.js';
import { webhookDeliveries } from '../schema/webhook-deliveries.js';

/** Records a delivery; false when it was recorded before (a redelivery to ignore). */
export async function recordWebhookDelivery(
  db: Database,
  values: { provider: string; deliveryId: string; event: string },
): Promise<boolean> {
  const rows = await db.insert(webhookDeliveries).values(values).onConflictDoNothing().returning();
  return rows.length > 0;
}

export async function deleteWebhookDelivery(
  db: Database,
  values: { provider: string; deliveryId: string },
): Promise<void> {
  await db
    .delete(webhookDeliveries)
    .where(
      and(
        eq(webhookDeliveries.provider, values.provider),
        eq(webhookDeliveries.deliveryId, values.deliveryId),
      ),
    );
}
