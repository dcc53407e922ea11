import { and, asc, eq, inArray, isNotNull, lte, ne } from 'drizzle-orm';
import type { Database } from '../database.js';
import { type RepositoryRow, repositories } from '../schema/repositories.js';

/** For workers, which get the id from a job they created themselves. */
export async function findRepositoryById(db: Database, id: string): Promise<RepositoryRow | undefined> {
  const [row] = await db.select().from(repositories).where(eq(repositories.id, id)).limit(1);
  return row;
}

/** Repositories whose scheduled scan is due; paused ones wait. */
export async function listDueRepositories(db: Database, now: Date, limit = 100): Promise<RepositoryRow[]> {
  return db
    .select()
    .from(repositories)
    .where(
      and(
        isNotNull(repositories.nextScanAt),
        lte(repositories.nextScanAt, now),
        ne(repositories.status, 'paused'),
      ),
    )
    .orderBy(asc(repositories.nextScanAt))
    .limit(limit);
}

/**
 * Moves a due repository's next scan time forward only if nobody did it first; the caller that
 * gets `true` enqueues the scan, so two schedulers never enqueue the same slot twice.
 */
export async function claimScheduledScan(
  db: Database,
  repository: Pick<RepositoryRow, 'id' | 'nextScanAt'>,
  next: Date | null,
): Promise<boolean> {
  if (!repository.nextScanAt) return false;
  const rows = await db
    .update(repositories)
    .set({ nextScanAt: next })
    .where(and(eq(repositories.id, repository.id), eq(repositories.nextScanAt, repository.nextScanAt)))
    .returning({ id: repositories.id });
  return rows.length > 0;
}

/**
 * Locks the repository row until the transaction ends: scans of one repository reconcile their
 * findings one after the other, so two of them never both insert the same new fingerprint.
 */
export async function lockRepository(db: Database, id: string): Promise<boolean> {
  const rows = await db
    .select({ id: repositories.id })
    .from(repositories)
    .where(eq(repositories.id, id))
    .for('update');
  return rows.length > 0;
}

/**
 * Marks every repository of an organization that a code host no longer lets Driftwatch read
 * (the App was uninstalled, the repository removed from it) as errored, with the reason shown.
 */
export async function markRepositoriesUnreachable(
  db: Database,
  organizationId: string,
  provider: RepositoryRow['provider'],
  externalIds: string[] | null,
  reason: string,
): Promise<void> {
  if (externalIds !== null && externalIds.length === 0) return;
  await db
    .update(repositories)
    .set({ status: 'error', statusMessage: reason, nextScanAt: null, updatedAt: new Date() })
    .where(
      and(
        eq(repositories.organizationId, organizationId),
        eq(repositories.provider, provider),
        ...(externalIds ? [inArray(repositories.externalId, externalIds)] : []),
      ),
    );
}
