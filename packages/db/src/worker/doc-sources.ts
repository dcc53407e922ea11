import { and, asc, eq, isNotNull, lte } from 'drizzle-orm';
import type { Database } from '../database.js';
import { type DocSourceRow, docSources } from '../schema/doc-sources.js';

export async function findDocSourceById(db: Database, id: string): Promise<DocSourceRow | undefined> {
  const [row] = await db.select().from(docSources).where(eq(docSources.id, id));
  return row;
}

/** Sources whose next sync is due, across organizations, for the scheduler. */
export async function listDueDocSources(db: Database, now: Date, limit = 100): Promise<DocSourceRow[]> {
  return db
    .select()
    .from(docSources)
    .where(and(isNotNull(docSources.nextSyncAt), lte(docSources.nextSyncAt, now)))
    .orderBy(asc(docSources.nextSyncAt))
    .limit(limit);
}

/** Moves a due source's next sync on; false when another scheduler claimed this slot first. */
export async function claimScheduledDocSource(
  db: Database,
  source: Pick<DocSourceRow, 'id' | 'nextSyncAt'>,
  next: Date | null,
): Promise<boolean> {
  if (!source.nextSyncAt) return false;
  const rows = await db
    .update(docSources)
    .set({ nextSyncAt: next })
    .where(and(eq(docSources.id, source.id), eq(docSources.nextSyncAt, source.nextSyncAt)))
    .returning({ id: docSources.id });
  return rows.length > 0;
}
