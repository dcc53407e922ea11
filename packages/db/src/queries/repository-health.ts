import type { DriftSeverity } from '@driftwatch/contract';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../database.js';
import { driftIssueCounts } from '../schema/drift-issue-counts.js';
import { repositories } from '../schema/repositories.js';
import { scans } from '../schema/scans.js';

/** Each of the organization's repositories with its newest scan (one index probe per repository). */
export async function listRepositoriesWithLastScan(db: Database, organizationId: string) {
  const lastScan = db
    .select({
      id: sql<string>`${scans.id}`.as('newest_scan_id'),
      status: scans.status,
      at: sql<Date>`${scans.createdAt}`.as('newest_scan_created_at'),
      finishedAt: scans.finishedAt,
      error: scans.error,
    })
    .from(scans)
    .where(eq(scans.repositoryId, repositories.id))
    .orderBy(desc(scans.createdAt))
    .limit(1)
    .as('last_scan');
  return db
    .select({
      id: repositories.id,
      name: repositories.name,
      fullName: repositories.fullName,
      provider: repositories.provider,
      status: repositories.status,
      statusMessage: repositories.statusMessage,
      lastDriftStatus: repositories.lastDriftStatus,
      scanSchedule: repositories.scanSchedule,
      nextScanAt: repositories.nextScanAt,
      lastScan: {
        id: lastScan.id,
        status: lastScan.status,
        at: lastScan.at,
        finishedAt: lastScan.finishedAt,
        error: lastScan.error,
      },
    })
    .from(repositories)
    .leftJoinLateral(lastScan, sql`true`)
    .where(eq(repositories.organizationId, organizationId))
    .orderBy(asc(repositories.fullName));
}

/** Issues open or in progress per repository and severity, from the trigger-kept counts. */
export async function countOpenDriftByRepository(
  db: Database,
  organizationId: string,
): Promise<Array<{ repositoryId: string; severity: DriftSeverity; count: number }>> {
  return db
    .select({
      repositoryId: driftIssueCounts.repositoryId,
      severity: driftIssueCounts.severity,
      count: sql<number>`sum(${driftIssueCounts.count})::int`,
    })
    .from(driftIssueCounts)
    .where(
      and(
        eq(driftIssueCounts.organizationId, organizationId),
        inArray(driftIssueCounts.status, ['open', 'in_progress']),
      ),
    )
    .groupBy(driftIssueCounts.repositoryId, driftIssueCounts.severity);
}
