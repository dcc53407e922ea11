import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../database.js';
import {
  type DocSourcePageRow,
  type DocSourceRow,
  docSourcePages,
  docSourceRepositories,
  docSources,
  type NewDocSourcePageRow,
  type NewDocSourceRow,
} from '../schema/doc-sources.js';
import { driftIssues } from '../schema/drift-issues.js';
import { notificationChannels } from '../schema/notification-channels.js';
import { type RepositoryRow, repositories } from '../schema/repositories.js';

export async function insertDocSource(db: Database, values: NewDocSourceRow): Promise<DocSourceRow> {
  const [row] = await db.insert(docSources).values(values).returning();
  if (!row) throw new Error('Inserting the doc source returned no row');
  return row;
}

export async function findDocSource(
  db: Database,
  organizationId: string,
  id: string,
): Promise<DocSourceRow | undefined> {
  const [row] = await db
    .select()
    .from(docSources)
    .where(and(eq(docSources.organizationId, organizationId), eq(docSources.id, id)));
  return row;
}

export async function listDocSources(db: Database, organizationId: string): Promise<DocSourceRow[]> {
  return db
    .select()
    .from(docSources)
    .where(eq(docSources.organizationId, organizationId))
    .orderBy(asc(docSources.createdAt), asc(docSources.id));
}

export async function updateDocSource(
  db: Database,
  organizationId: string,
  id: string,
  values: Partial<Omit<NewDocSourceRow, 'id' | 'organizationId'>>,
): Promise<DocSourceRow | undefined> {
  const [row] = await db
    .update(docSources)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(docSources.organizationId, organizationId), eq(docSources.id, id)))
    .returning();
  return row;
}

/** Its pages, links, channels and issues go with it. */
export async function deleteDocSource(db: Database, organizationId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(docSources)
    .where(and(eq(docSources.organizationId, organizationId), eq(docSources.id, id)))
    .returning({ id: docSources.id });
  return rows.length > 0;
}

export async function listDocSourcePages(db: Database, docSourceIds: string[]): Promise<DocSourcePageRow[]> {
  if (docSourceIds.length === 0) return [];
  return db
    .select()
    .from(docSourcePages)
    .where(inArray(docSourcePages.docSourceId, docSourceIds))
    .orderBy(asc(docSourcePages.docSourceId), asc(docSourcePages.pageId));
}

export async function upsertDocSourcePages(db: Database, rows: NewDocSourcePageRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(docSourcePages)
    .values(rows)
    .onConflictDoUpdate({
      target: [docSourcePages.docSourceId, docSourcePages.pageId],
      set: {
        parentPageId: sql`excluded.parent_page_id`,
        title: sql`excluded.title`,
        url: sql`excluded.url`,
        lastEditedTime: sql`excluded.last_edited_time`,
        markdown: sql`excluded.markdown`,
        lineBlocks: sql`excluded.line_blocks`,
        error: sql`excluded.error`,
        syncedAt: sql`excluded.synced_at`,
      },
    });
}

/** Marks pages unreadable without losing their last good Markdown. */
export async function markDocSourcePagesFailed(
  db: Database,
  docSourceId: string,
  failures: Array<{ pageId: string; error: string }>,
): Promise<void> {
  for (const failure of failures) {
    await db
      .insert(docSourcePages)
      .values({ docSourceId, pageId: failure.pageId, error: failure.error })
      .onConflictDoUpdate({
        target: [docSourcePages.docSourceId, docSourcePages.pageId],
        set: { error: failure.error },
      });
  }
}

/** Drops cached pages no longer in the source's scope (nor found under a page of it). */
export async function deleteDocSourcePagesExcept(
  db: Database,
  docSourceId: string,
  keepPageIds: string[],
): Promise<void> {
  const rows = await db
    .select({ pageId: docSourcePages.pageId })
    .from(docSourcePages)
    .where(eq(docSourcePages.docSourceId, docSourceId));
  const keep = new Set(keepPageIds);
  const gone = rows.map((row) => row.pageId).filter((pageId) => !keep.has(pageId));
  if (gone.length === 0) return;
  await db
    .delete(docSourcePages)
    .where(and(eq(docSourcePages.docSourceId, docSourceId), inArray(docSourcePages.pageId, gone)));
}

export async function linkDocSourceRepository(
  db: Database,
  values: { organizationId: string; docSourceId: string; repositoryId: string },
): Promise<void> {
  await db.insert(docSourceRepositories).values(values).onConflictDoNothing();
}

/** Unlinking also drops the source's issues in that repository: nothing checks them any more. */
export async function unlinkDocSourceRepository(
  db: Database,
  values: { organizationId: string; docSourceId: string; repositoryId: string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .delete(docSourceRepositories)
      .where(
        and(
          eq(docSourceRepositories.organizationId, values.organizationId),
          eq(docSourceRepositories.docSourceId, values.docSourceId),
          eq(docSourceRepositories.repositoryId, values.repositoryId),
        ),
      )
      .returning({ id: docSourceRepositories.docSourceId });
    await tx
      .delete(driftIssues)
      .where(
        and(
          eq(driftIssues.organizationId, values.organizationId),
          eq(driftIssues.docSourceId, values.docSourceId),
          eq(driftIssues.repositoryId, values.repositoryId),
        ),
      );
    return rows.length > 0;
  });
}

export interface LinkedRepository {
  repository: RepositoryRow;
  linkedAt: Date;
}

export async function listDocSourceRepositories(
  db: Database,
  organizationId: string,
  docSourceId: string,
): Promise<LinkedRepository[]> {
  const rows = await db
    .select({ repository: repositories, linkedAt: docSourceRepositories.createdAt })
    .from(docSourceRepositories)
    .innerJoin(repositories, eq(repositories.id, docSourceRepositories.repositoryId))
    .where(
      and(
        eq(docSourceRepositories.organizationId, organizationId),
        eq(docSourceRepositories.docSourceId, docSourceId),
      ),
    )
    .orderBy(asc(docSourceRepositories.createdAt));
  return rows;
}

/** Source id -> linked repository ids, for a list of sources. */
export async function listDocSourceLinks(
  db: Database,
  organizationId: string,
): Promise<Array<{ docSourceId: string; repositoryId: string }>> {
  return db
    .select({
      docSourceId: docSourceRepositories.docSourceId,
      repositoryId: docSourceRepositories.repositoryId,
    })
    .from(docSourceRepositories)
    .where(eq(docSourceRepositories.organizationId, organizationId))
    .orderBy(asc(docSourceRepositories.createdAt));
}

/** Open issues of a source across its repositories. */
export async function countOpenDocSourceIssues(db: Database, docSourceId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(driftIssues)
    .where(and(eq(driftIssues.docSourceId, docSourceId), eq(driftIssues.status, 'open')));
  return row?.count ?? 0;
}

/** Creation order: API paths address a channel by its index in this list. */
export async function listDocSourceChannels(db: Database, organizationId: string, docSourceId: string) {
  return db
    .select()
    .from(notificationChannels)
    .where(
      and(
        eq(notificationChannels.organizationId, organizationId),
        eq(notificationChannels.docSourceId, docSourceId),
      ),
    )
    .orderBy(asc(notificationChannels.createdAt), asc(notificationChannels.id));
}

/** The sources linked to one repository, oldest link first. */
export async function listRepositoryLinkedDocSources(
  db: Database,
  organizationId: string,
  repositoryId: string,
): Promise<DocSourceRow[]> {
  const rows = await db
    .select({ source: docSources })
    .from(docSourceRepositories)
    .innerJoin(docSources, eq(docSources.id, docSourceRepositories.docSourceId))
    .where(
      and(
        eq(docSourceRepositories.organizationId, organizationId),
        eq(docSourceRepositories.repositoryId, repositoryId),
      ),
    )
    .orderBy(asc(docSourceRepositories.createdAt));
  return rows.map((row) => row.source);
}
