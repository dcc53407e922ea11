import type { DriftIssueStatus, DriftSeverity } from '@driftwatch/contract';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../database.js';
import { driftIssueCounts } from '../schema/drift-issue-counts.js';
import { driftIssues } from '../schema/drift-issues.js';
import { repositories } from '../schema/repositories.js';
import { type DriftIssueFilters, driftIssueFilterConditions } from './drift-issues.js';

/** The columns a row of the issue list shows: no descriptions, evidence or fixes. */
const summaryColumns = {
  id: driftIssues.id,
  key: driftIssues.key,
  title: driftIssues.title,
  type: driftIssues.type,
  category: driftIssues.category,
  subtype: driftIssues.subtype,
  severity: driftIssues.severity,
  status: driftIssues.status,
  repositoryId: driftIssues.repositoryId,
  repositoryName: repositories.fullName,
  affectedFiles: driftIssues.affectedFiles,
  createdAt: driftIssues.createdAt,
};

export type DriftIssueSummaryRow = {
  [Key in keyof typeof summaryColumns]: (typeof summaryColumns)[Key]['_']['data'];
};

/**
 * How many of the organization's issues the filters match. Without a search the answer is a sum over
 * drift_issue_counts (a few rows per repository); a search has to count the matching issues.
 */
export async function countDriftIssues(
  db: Database,
  organizationId: string,
  filters: DriftIssueFilters,
): Promise<number> {
  if (filters.search?.trim()) {
    const [row] = await db
      .select({ total: sql<number>`count(*)::int` })
      .from(driftIssues)
      .where(and(...driftIssueFilterConditions(organizationId, filters)));
    return row?.total ?? 0;
  }
  const conditions = [eq(driftIssueCounts.organizationId, organizationId)];
  if (filters.repositoryId) conditions.push(eq(driftIssueCounts.repositoryId, filters.repositoryId));
  if (filters.status) conditions.push(eq(driftIssueCounts.status, filters.status));
  if (filters.severity) conditions.push(eq(driftIssueCounts.severity, filters.severity));
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${driftIssueCounts.count}), 0)::int` })
    .from(driftIssueCounts)
    .where(and(...conditions));
  return row?.total ?? 0;
}

/** One page of list rows, newest first, and the total the filters match. */
export async function listDriftIssueSummaries(
  db: Database,
  organizationId: string,
  filters: DriftIssueFilters,
  page: { limit: number; offset: number },
): Promise<{ rows: DriftIssueSummaryRow[]; total: number }> {
  const [rows, total] = await Promise.all([
    db
      .select(summaryColumns)
      .from(driftIssues)
      .innerJoin(repositories, eq(repositories.id, driftIssues.repositoryId))
      .where(and(...driftIssueFilterConditions(organizationId, filters)))
      .orderBy(desc(driftIssues.createdAt), desc(driftIssues.id))
      .limit(page.limit)
      .offset(page.offset),
    countDriftIssues(db, organizationId, filters),
  ]);
  return { rows, total };
}

/** Issue counts per status and severity, of one repository or the whole organization. */
export async function countDriftIssuesByStatusAndSeverity(
  db: Database,
  organizationId: string,
  repositoryId: string | undefined,
): Promise<Array<{ status: DriftIssueStatus; severity: DriftSeverity; count: number }>> {
  const conditions = [eq(driftIssueCounts.organizationId, organizationId)];
  if (repositoryId) conditions.push(eq(driftIssueCounts.repositoryId, repositoryId));
  return db
    .select({
      status: driftIssueCounts.status,
      severity: driftIssueCounts.severity,
      count: sql<number>`sum(${driftIssueCounts.count})::int`,
    })
    .from(driftIssueCounts)
    .where(and(...conditions))
    .groupBy(driftIssueCounts.status, driftIssueCounts.severity);
}
