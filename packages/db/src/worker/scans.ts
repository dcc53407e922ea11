import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../database.js';
import { type NewScanRow, type ScanRow, scans } from '../schema/scans.js';

/** For workers, which get the id from a job they created themselves. */
export async function findScanById(db: Database, id: string): Promise<ScanRow | undefined> {
  const [row] = await db.select().from(scans).where(eq(scans.id, id)).limit(1);
  return row;
}

/**
 * Marks a queued scan as running for exactly one worker (the update is atomic) and starts its
 * heartbeat. The returned row's `attempts` numbers this run: later writes of the run check it, so a
 * run whose scan was recovered as orphaned cannot overwrite the run that replaced it.
 */
export async function claimScan(
  db: Database,
  id: string,
  run: { now: Date; jobId: string },
): Promise<ScanRow | undefined> {
  const [row] = await db
    .update(scans)
    .set({
      status: 'running',
      startedAt: run.now,
      heartbeatAt: run.now,
      jobId: run.jobId,
      attempts: sql`${scans.attempts} + 1`,
      updatedAt: run.now,
    })
    .where(and(eq(scans.id, id), eq(scans.status, 'queued')))
    .returning();
  return row;
}

/** The run of a scan, as claimed: its id and run number (`attempts` when it was claimed). */
export type ScanRun = Pick<ScanRow, 'id' | 'attempts'>;

const ownedBy = (run: ScanRun) =>
  and(eq(scans.id, run.id), eq(scans.status, 'running'), eq(scans.attempts, run.attempts));

/** The worker's proof of life; false when the scan is no longer this run's (it was recovered). */
export async function recordScanHeartbeat(db: Database, run: ScanRun, now: Date): Promise<boolean> {
  const rows = await db
    .update(scans)
    .set({ heartbeatAt: now })
    .where(ownedBy(run))
    .returning({ id: scans.id });
  return rows.length > 0;
}

/** Updates a scan only while this run still owns it; undefined when another run took it over. */
export async function updateScanRun(
  db: Database,
  run: ScanRun,
  values: Partial<Omit<NewScanRow, 'id' | 'organizationId' | 'repositoryId'>>,
): Promise<ScanRow | undefined> {
  const [row] = await db
    .update(scans)
    .set({ ...values, updatedAt: sql`now()` })
    .where(ownedBy(run))
    .returning();
  return row;
}

/** A running scan whose last heartbeat is older than this (the claim writes the first one). */
const heartbeatBefore = (staleBefore: Date) =>
  and(eq(scans.status, 'running'), lt(scans.heartbeatAt, staleBefore));

/** Running scans whose worker stopped writing its heartbeat before `staleBefore`, oldest first. */
export async function listOrphanedScans(
  db: Database,
  staleBefore: Date,
  repositoryId?: string,
): Promise<ScanRow[]> {
  return db
    .select()
    .from(scans)
    .where(and(heartbeatBefore(staleBefore), repositoryId ? eq(scans.repositoryId, repositoryId) : undefined))
    .orderBy(scans.startedAt);
}

/**
 * Takes an orphaned scan back from its dead run, atomically: only while that run still owns it and
 * its heartbeat is still stale, so of several processes recovering at once exactly one gets the row.
 * The returned row keeps the dead run's job id, the job to cancel.
 */
export async function releaseOrphanedScan(
  db: Database,
  orphan: ScanRun,
  staleBefore: Date,
  values: Pick<NewScanRow, 'status' | 'error' | 'finishedAt'>,
): Promise<ScanRow | undefined> {
  const [row] = await db
    .update(scans)
    .set({ ...values, orphanedRuns: sql`${scans.orphanedRuns} + 1`, updatedAt: sql`now()` })
    .where(and(ownedBy(orphan), heartbeatBefore(staleBefore)))
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
