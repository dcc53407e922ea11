import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../database.js';
import { type NewScanRow, type ScanRow, scans } from '../schema/scans.js';

export async function insertScan(db: Database, values: NewScanRow): Promise<ScanRow> {
  const [row] = await db.insert(scans).values(values).returning();
  if (!row) throw new Error('Inserting the scan returned no row');
  return row;
}

export async function findScan(
  db: Database,
  organizationId: string,
  id: string,
): Promise<ScanRow | undefined> {
  const [row] = await db
    .select()
    .from(scans)
    .where(and(eq(scans.organizationId, organizationId), eq(scans.id, id)))
    .limit(1);
  return row;
}

export async function listScans(
  db: Database,
  organizationId: string,
  repositoryId: string,
  limit: number,
): Promise<ScanRow[]> {
  return db
    .select()
    .from(scans)
    .where(and(eq(scans.organizationId, organizationId), eq(scans.repositoryId, repositoryId)))
    .orderBy(desc(scans.createdAt), desc(scans.id))
    .limit(limit);
}

/** The newest scan of each repository. */
export async function listLatestScans(
  db: Database,
  organizationId: string,
  repositoryIds: string[],
): Promise<Map<string, ScanRow>> {
  const latest = new Map<string, ScanRow>();
  if (repositoryIds.length === 0) return latest;
  const rows = await db
    .selectDistinctOn([scans.repositoryId])
    .from(scans)
    .where(and(eq(scans.organizationId, organizationId), inArray(scans.repositoryId, repositoryIds)))
    .orderBy(scans.repositoryId, desc(scans.createdAt), desc(scans.id));
  for (const row of rows) latest.set(row.repositoryId, row);
  return latest;
}

/** True while a scan of the repository waits or runs, so a second trigger can reuse it. */
export async function findActiveScan(
  db: Database,
  organizationId: string,
  repositoryId: string,
): Promise<ScanRow | undefined> {
  const [row] = await db
    .select()
    .from(scans)
    .where(
      and(
        eq(scans.organizationId, organizationId),
        eq(scans.repositoryId, repositoryId),
        inArray(scans.status, ['queued', 'running']),
      ),
    )
    .orderBy(desc(scans.createdAt))
    .limit(1);
  return row;
}
