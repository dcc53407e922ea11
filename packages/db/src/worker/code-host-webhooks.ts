import { and, eq, isNull, or, sql } from 'drizzle-orm';
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

/**
 * Repositories that poll their code host instead of receiving its webhooks and whose interval (the
 * schedule's scan frequency, in hours) has passed since the last poll. Paused ones wait.
 */
export async function listDuePollingRepositories(
  db: Database,
  now: Date,
  limit = 100,
): Promise<RepositoryRow[]> {
  return db
    .select()
    .from(repositories)
    .where(
      and(
        eq(repositories.changeDetection, 'poll'),
        eq(repositories.status, 'monitored'),
        or(
          isNull(repositories.lastPolledAt),
          sql`${repositories.lastPolledAt} + make_interval(hours => (${repositories.scanSchedule}->>'scanFrequency')::int) <= ${now.toISOString()}::timestamptz`,
        ),
      ),
    )
    .limit(limit);
}

/**
 * Takes a due poll: true for the one caller that moved last_polled_at from the value it read, so
 * two schedulers running at once poll each repository once per interval.
 */
export async function claimRepositoryPoll(
  db: Database,
  repository: Pick<RepositoryRow, 'id' | 'lastPolledAt'>,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(repositories)
    .set({ lastPolledAt: now })
    .where(
      and(
        eq(repositories.id, repository.id),
        repository.lastPolledAt === null
          ? isNull(repositories.lastPolledAt)
          : eq(repositories.lastPolledAt, repository.lastPolledAt),
      ),
    )
    .returning({ id: repositories.id });
  return rows.length > 0;
}

/** Records the default branch's head a poll saw; false when another poll recorded it first. */
export async function recordPolledHead(
  db: Database,
  repository: Pick<RepositoryRow, 'id' | 'lastPolledHeadSha'>,
  headSha: string,
): Promise<boolean> {
  const rows = await db
    .update(repositories)
    .set({ lastPolledHeadSha: headSha })
    .where(
      and(
        eq(repositories.id, repository.id),
        repository.lastPolledHeadSha === null
          ? isNull(repositories.lastPolledHeadSha)
          : eq(repositories.lastPolledHeadSha, repository.lastPolledHeadSha),
      ),
    )
    .returning({ id: repositories.id });
  return rows.length > 0;
}
