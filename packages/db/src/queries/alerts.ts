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
