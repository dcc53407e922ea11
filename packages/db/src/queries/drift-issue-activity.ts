import { desc, eq } from 'drizzle-orm';
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

/**
 * Oldest first, as a history reads; the newest `limit` entries when there are more. The caller has
 * already checked the issue's organization.
 */
export async function listDriftIssueActivity(
  db: Database,
  issueId: string,
  limit = 500,
): Promise<DriftIssueActivityRow[]> {
  const newest = await db
    .select()
    .from(driftIssueActivity)
    .where(eq(driftIssueActivity.issueId, issueId))
    .orderBy(desc(driftIssueActivity.createdAt), desc(driftIssueActivity.id))
    .limit(limit);
  return newest.reverse();
}
