import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../database.js';
import { type DriftIssueCommentRow, driftIssueComments } from '../schema/drift-issue-comments.js';

export async function insertDriftIssueComment(
  db: Database,
  values: { organizationId: string; issueId: string; userId: string; authorName: string; comment: string },
): Promise<DriftIssueCommentRow> {
  const [row] = await db.insert(driftIssueComments).values(values).returning();
  if (!row) throw new Error('Inserting the comment returned no row');
  return row;
}

/** Oldest first, as a conversation reads. */
export async function listDriftIssueComments(
  db: Database,
  organizationId: string,
  issueId: string,
): Promise<DriftIssueCommentRow[]> {
  return db
    .select()
    .from(driftIssueComments)
    .where(
      and(eq(driftIssueComments.organizationId, organizationId), eq(driftIssueComments.issueId, issueId)),
    )
    .orderBy(asc(driftIssueComments.createdAt), asc(driftIssueComments.id));
}
