import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../database.js';
import { alerts } from '../schema/alerts.js';
import { repositories } from '../schema/repositories.js';

/** The organization's newest alert deliveries and failures, across repositories. */
export async function listRecentAlerts(db: Database, organizationId: string, limit: number) {
  return db
    .select({
      id: alerts.id,
      sentAt: alerts.sentAt,
      type: alerts.type,
      event: alerts.event,
      target: alerts.target,
      status: alerts.status,
      error: alerts.error,
      issueCount: sql<number>`jsonb_array_length(${alerts.issueIds})::int`,
      repositoryId: repositories.id,
      repositoryName: repositories.fullName,
    })
    .from(alerts)
    .leftJoin(repositories, eq(repositories.id, alerts.repositoryId))
    .where(eq(alerts.organizationId, organizationId))
    .orderBy(desc(alerts.sentAt), desc(alerts.id))
    .limit(limit);
}

/** Alerts sent and failed since `since`. */
export async function countRecentAlerts(
  db: Database,
  organizationId: string,
  since: Date,
): Promise<{ sent: number; failed: number }> {
  const [row] = await db
    .select({
      sent: sql<number>`(count(*) filter (where ${alerts.status} = 'sent'))::int`,
      failed: sql<number>`(count(*) filter (where ${alerts.status} = 'failed'))::int`,
    })
    .from(alerts)
    .where(and(eq(alerts.organizationId, organizationId), gte(alerts.sentAt, since)));
  return { sent: row?.sent ?? 0, failed: row?.failed ?? 0 };
}
