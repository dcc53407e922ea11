import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../database.js';
import { type AlertRow, alerts } from '../schema/alerts.js';

export type NewAlert = typeof alerts.$inferInsert;

export async function insertAlert(db: Database, values: NewAlert): Promise<AlertRow> {
  const [row] = await db.insert(alerts).values(values).returning();
  if (!row) throw new Error('Inserting the alert returned no row');
  return row;
}

export async function listRepositoryAlerts(
  db: Database,
  organizationId: string,
  repositoryId: string,
  limit = 200,
): Promise<AlertRow[]> {
  return db
    .select()
    .from(alerts)
    .where(and(eq(alerts.organizationId, organizationId), eq(alerts.repositoryId, repositoryId)))
    .orderBy(desc(alerts.sentAt), desc(alerts.id))
    .limit(limit);
}

/** Alerts that told about one issue: its alerts_sent. */
export async function listIssueAlerts(
  db: Database,
  organizationId: string,
  issueId: string,
): Promise<AlertRow[]> {
  return db
    .select()
    .from(alerts)
    .where(
      and(
        eq(alerts.organizationId, organizationId),
        sql`${alerts.issueIds} @> ${JSON.stringify([issueId])}::jsonb`,
        eq(alerts.status, 'sent'),
      ),
    )
    .orderBy(desc(alerts.sentAt))
    .limit(100);
}

/** The delivery recorded under this key, sent or failed. */
export async function findAlertByDeliveryKey(
  db: Database,
  organizationId: string,
  deliveryKey: string,
): Promise<AlertRow | undefined> {
  const [row] = await db
    .select()
    .from(alerts)
    .where(and(eq(alerts.organizationId, organizationId), eq(alerts.deliveryKey, deliveryKey)))
    .limit(1);
  return row;
}

/**
 * Records a keyed delivery. A later attempt replaces a failed record of the same key (a retry that
 * got through); a sent record is never replaced, and then nothing is returned.
 */
export async function upsertKeyedAlert(
  db: Database,
  values: NewAlert & { deliveryKey: string },
): Promise<AlertRow | undefined> {
  const [row] = await db
    .insert(alerts)
    .values(values)
    .onConflictDoUpdate({
      target: alerts.deliveryKey,
      set: {
        status: values.status,
        error: values.error ?? null,
        target: values.target,
        issueIds: values.issueIds ?? [],
        deliveredTo: values.deliveredTo ?? [],
        sentAt: sql`now()`,
      },
      setWhere: and(eq(alerts.status, 'failed'), eq(alerts.organizationId, values.organizationId)),
    })
    .returning();
  return row;
}
