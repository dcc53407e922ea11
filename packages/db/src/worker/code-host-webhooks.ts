import { and, eq } from 'drizzle-orm';
import type { Database } from '../database.js';
import { type RepositoryRow, repositories } from '../schema/repositories.js';
import { webhookDeliveries } from '../schema/webhook-deliveries.js';

/**
 * Every organization's connection of one code-host repository: a webhook names the project, not
 * the organization, and each connection has its own hook and secret, which tells them apart.
 */
export async function listRepositoriesByExternalId(
  db: Database,
  provider: RepositoryRow['provider'],
  externalId: string,
): Promise<RepositoryRow[]> {
  return db
    .select()
    .from(repositories)
    .where(and(eq(repositories.provider, provider), eq(repositories.externalId, externalId)));
}

/** Records a delivery id; false when it was already recorded (a redelivery or a replay). */
export async function recordWebhookDelivery(
  db: Database,
  delivery: { provider: string; deliveryId: string; event: string },
): Promise<boolean> {
  const rows = await db
    .insert(webhookDeliveries)
    .values(delivery)
    .onConflictDoNothing()
    .returning({ deliveryId: webhookDeliveries.deliveryId });
  return rows.length > 0;
}

/** Repositories that poll their code host instead of receiving its webhooks. Paused ones wait. */
export async function listPollingRepositories(db: Database): Promise<RepositoryRow[]> {
  return db
    .select()
    .from(repositories)
    .where(and(eq(repositories.changeDetection, 'poll'), eq(repositories.status, 'monitored')));
}
