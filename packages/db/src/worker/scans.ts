import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../database.js';
import { type NewScanRow, type ScanRow, scans } from '../schema/scans.js';

/** For workers, which get the id from a job they created themselves. */
export async function findScanById(db: Database, id: string): Promise<ScanRow | undefined> {
  const [row] = await db.select().from(scans).where(eq(scans.id, id)).limit(1);
  return row;
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
