import { and, eq, isNull } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from '../database.js';
import { type DriftIssueRow, driftIssues } from '../schema/drift-issues.js';

/** What reconciliation needs to know about a repository's known issues. */
/**
 * The issues one scan reconciles: a repository scan owns the issues of the repository's own docs
 * (docSourceId null), a doc source's scan only the issues of that source's pages.
 */
export async function listRepositoryIssueStates(
  db: Database,
  repositoryId: string,
  /**
   * Which issues: a pull request's (branch scans, the default, never see or resolve them), or a doc
   * source's (absent: the repository's own docs).
   */
  scope: { pullRequestNumber?: number | null; docSourceId?: string | null } = {},
): Promise<Array<Pick<DriftIssueRow, 'id' | 'fingerprint' | 'status' | 'key'>>> {
  return db
    .select({
      id: driftIssues.id,
      fingerprint: driftIssues.fingerprint,
      status: driftIssues.status,
      key: driftIssues.key,
    })
    .from(driftIssues)
    .where(
      and(
        eq(driftIssues.repositoryId, repositoryId),
        scope.pullRequestNumber == null
          ? isNull(driftIssues.pullRequestNumber)
          : eq(driftIssues.pullRequestNumber, scope.pullRequestNumber),
        scope.docSourceId == null
          ? isNull(driftIssues.docSourceId)
          : eq(driftIssues.docSourceId, scope.docSourceId),
      ),
    );
}

export async function updateDriftIssue(
  db: Database,
  id: string,
  /** Column values or SQL expressions (detection_count + 1). */
  values: Omit<
    PgUpdateSetSource<typeof driftIssues>,
    'id' | 'organizationId' | 'repositoryId' | 'number' | 'key'
  >,
): Promise<DriftIssueRow | undefined> {
  const [row] = await db.update(driftIssues).set(values).where(eq(driftIssues.id, id)).returning();
  return row;
}
