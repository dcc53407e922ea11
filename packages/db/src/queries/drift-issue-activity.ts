import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../database.js';
import {
  type DriftIssueActivityRow,
  driftIssueActivity,
  type NewDriftIssueActivityRow,
} from '../schema/drift-issue-activity.js';

export async function insertDriftIssueActivity(
  db: Database,
  rows: NewDriftIssueActivityRow[],
): Promise<DriftIssueActivityRow[]> {
  if (rows.length === 0) return [];
  return db.insert(driftIssueActivity).values(rows).returning();
}

/** Oldest first, as a history reads; the newest `limit` entries when there are more. */
export async function listDriftIssueActivity(
  db: Database,
  organizationId: string,
  issueId: string,
  limit = 500,
): Promise<DriftIssueActivityRow[]> {
  const newest = await db
    .select()
    .from(driftIssueActivity)
    .where(
      and(eq(driftIssueActivity.organizationId, organizationId), eq(driftIssueActivity.issueId, issueId)),
    )
    .orderBy(desc(driftIssueActivity.createdAt), desc(driftIssueActivity.id))
    .limit(limit);
  return newest.reverse();
}
