import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../database.js';
import {
  type NewPullRequestScanRow,
  type PullRequestScanRow,
  pullRequestScans,
} from '../schema/pull-request-scans.js';

/**
 * Records a pull-request head to check. Undefined when that head of that pull request was already
 * recorded (a redelivered webhook, a second event for the same commit): nothing more to do.
 */
export async function insertPullRequestScan(
  db: Database,
  values: NewPullRequestScanRow,
): Promise<PullRequestScanRow | undefined> {
  const [row] = await db.insert(pullRequestScans).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findPullRequestScanById(
  db: Database,
  id: string,
): Promise<PullRequestScanRow | undefined> {
  const [row] = await db.select().from(pullRequestScans).where(eq(pullRequestScans.id, id)).limit(1);
  return row;
}

/**
 * Marks a queued (or, on a retry, a failed or interrupted) scan as running; undefined when it
 * already finished, so a job that runs twice publishes once.
 */
export async function claimPullRequestScan(
  db: Database,
  id: string,
  now: Date,
): Promise<PullRequestScanRow | undefined> {
  const [row] = await db
    .update(pullRequestScans)
    .set({ status: 'running', updatedAt: now })
    .where(
      and(eq(pullRequestScans.id, id), inArray(pullRequestScans.status, ['queued', 'running', 'failed'])),
    )
    .returning();
  return row;
}

export async function updatePullRequestScan(
  db: Database,
  id: string,
  values: Partial<
    Pick<
      PullRequestScanRow,
      | 'status'
      | 'conclusion'
      | 'introducedCount'
      | 'fixedCount'
      | 'externalCheckId'
      | 'error'
      | 'finishedAt'
      | 'updatedAt'
    >
  >,
): Promise<void> {
  await db.update(pullRequestScans).set(values).where(eq(pullRequestScans.id, id));
}
