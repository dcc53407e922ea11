import { and, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
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

export async function findScanById(db: Database, id: string): Promise<ScanRow | undefined> {
  const [row] = await db.select().from(scans).where(eq(scans.id, id)).limit(1);
  return row;
}

export async function listScans(db: Database, repositoryId: string, limit: number): Promise<ScanRow[]> {
  return db
    .select()
    .from(scans)
    .where(eq(scans.repositoryId, repositoryId))
    .orderBy(desc(scans.createdAt), desc(scans.id))
    .limit(limit);
}

/** The newest scan of each repository. */
export async function listLatestScans(db: Database, repositoryIds: string[]): Promise<Map<string, ScanRow>> {
  const latest = new Map<string, ScanRow>();
  if (repositoryIds.length === 0) return latest;
  const rows = await db
    .selectDistinctOn([scans.repositoryId])
    .from(scans)
    .where(inArray(scans.repositoryId, repositoryIds))
    .orderBy(scans.repositoryId, desc(scans.createdAt), desc(scans.id));
  for (const row of rows) latest.set(row.repositoryId, row);
  return latest;
}

/**
 * Marks a scan as running for exactly one worker: only a queued scan (or one whose worker died,
 * i.e. running since before `staleBefore`) can be claimed, and the update is atomic.
 */
export async function claimScan(
  db: Database,
  id: string,
  now: Date,
  staleBefore: Date,
): Promise<ScanRow | undefined> {
  const [row] = await db
    .update(scans)
    .set({ status: 'running', startedAt: now, attempts: sql`${scans.attempts} + 1`, updatedAt: now })
    .where(
      and(
        eq(scans.id, id),
        or(eq(scans.status, 'queued'), and(eq(scans.status, 'running'), lt(scans.startedAt, staleBefore))),
      ),
    )
    .returning();
  return row;
}

export async function updateScan(
  db: Database,
  id: string,
  values: Partial<Omit<NewScanRow, 'id' | 'organizationId' | 'repositoryId'>>,
): Promise<ScanRow | undefined> {
  const [row] = await db
    .update(scans)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(scans.id, id))
    .returning();
  return row;
}

/** True while a scan of the repository waits or runs, so a second trigger can reuse it. */
export async function findActiveScan(db: Database, repositoryId: string): Promise<ScanRow | undefined> {
  const [row] = await db
    .select()
    .from(scans)
    .where(and(eq(scans.repositoryId, repositoryId), inArray(scans.status, ['queued', 'running'])))
    .orderBy(desc(scans.createdAt))
    .limit(1);
  return row;
}
