import type { RepositoryStatus } from '@driftwatch/contract';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../database.js';
import { repositories } from '../schema/repositories.js';
import { scans } from '../schema/scans.js';

/** The organization's repositories per status, and how many of each had drift at their last scan. */
export async function countRepositoriesByStatus(
  db: Database,
  organizationId: string,
): Promise<Array<{ status: RepositoryStatus; count: number; withDrift: number }>> {
  return db
    .select({
      status: repositories.status,
      count: sql<number>`count(*)::int`,
      withDrift: sql<number>`(count(*) filter (where ${repositories.lastDriftStatus} = 'driftDetected'))::int`,
    })
    .from(repositories)
    .where(eq(repositories.organizationId, organizationId))
    .groupBy(repositories.status);
}

/** Scans queued or running now, and scans that failed since `since`. */
export async function countScanOutcomes(
  db: Database,
  organizationId: string,
  since: Date,
): Promise<{ active: number; failed: number }> {
  // Active scans can be older than `since` (a queue backlog), so they are counted apart.
  const [active] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(scans)
    .where(and(eq(scans.organizationId, organizationId), sql`${scans.status} in ('queued', 'running')`));
  const [failed] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(scans)
    .where(
      and(eq(scans.organizationId, organizationId), eq(scans.status, 'failed'), gte(scans.createdAt, since)),
    );
  return { active: active?.count ?? 0, failed: failed?.count ?? 0 };
}
