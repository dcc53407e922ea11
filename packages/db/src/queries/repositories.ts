import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../database.js';
import { driftIssues } from '../schema/drift-issues.js';
import { notificationChannels } from '../schema/notification-channels.js';
import { type NewRepositoryRow, type RepositoryRow, repositories } from '../schema/repositories.js';

export async function insertRepository(db: Database, values: NewRepositoryRow): Promise<RepositoryRow> {
  const [row] = await db.insert(repositories).values(values).returning();
  if (!row) throw new Error('Inserting the repository returned no row');
  return row;
}

/** Every repository lookup of the API goes through the organization, so ids of others are never found. */
export async function findRepository(
  db: Database,
  organizationId: string,
  id: string,
): Promise<RepositoryRow | undefined> {
  const [row] = await db
    .select()
    .from(repositories)
    .where(and(eq(repositories.organizationId, organizationId), eq(repositories.id, id)))
    .limit(1);
  return row;
}

export async function findRepositoryByExternalId(
  db: Database,
  organizationId: string,
  provider: RepositoryRow['provider'],
  externalId: string,
): Promise<RepositoryRow | undefined> {
  const [row] = await db
    .select()
    .from(repositories)
    .where(
      and(
        eq(repositories.organizationId, organizationId),
        eq(repositories.provider, provider),
        eq(repositories.externalId, externalId),
      ),
    )
    .limit(1);
  return row;
}

export async function listRepositories(db: Database, organizationId: string): Promise<RepositoryRow[]> {
  return db
    .select()
    .from(repositories)
    .where(eq(repositories.organizationId, organizationId))
    .orderBy(asc(repositories.createdAt), asc(repositories.id));
}

export async function updateRepository(
  db: Database,
  organizationId: string,
  id: string,
  values: Partial<Omit<NewRepositoryRow, 'id' | 'organizationId' | 'createdAt'>>,
): Promise<RepositoryRow | undefined> {
  const [row] = await db
    .update(repositories)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(repositories.organizationId, organizationId), eq(repositories.id, id)))
    .returning();
  return row;
}

export async function deleteRepository(db: Database, organizationId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(repositories)
    .where(and(eq(repositories.organizationId, organizationId), eq(repositories.id, id)))
    .returning({ id: repositories.id });
  return rows.length > 0;
}

export interface RepositoryCounts {
  activeChannels: number;
  openIssues: number;
}

/** Active channels and open issues per repository, for the repository cards. */
export async function countRepositoryActivity(
  db: Database,
  organizationId: string,
  repositoryIds: string[],
): Promise<Map<string, RepositoryCounts>> {
  const counts = new Map<string, RepositoryCounts>(
    repositoryIds.map((id) => [id, { activeChannels: 0, openIssues: 0 }]),
  );
  if (repositoryIds.length === 0) return counts;
  const [channelRows, issueRows] = await Promise.all([
    db
      .select({ repositoryId: notificationChannels.repositoryId, count: sql<number>`count(*)::int` })
      .from(notificationChannels)
      .where(
        and(
          eq(notificationChannels.organizationId, organizationId),
          inArray(notificationChannels.repositoryId, repositoryIds),
          eq(notificationChannels.active, true),
        ),
      )
      .groupBy(notificationChannels.repositoryId),
    db
      .select({ repositoryId: driftIssues.repositoryId, count: sql<number>`count(*)::int` })
      .from(driftIssues)
      .where(
        and(
          inArray(driftIssues.repositoryId, repositoryIds),
          inArray(driftIssues.status, ['open', 'in_progress']),
        ),
      )
      .groupBy(driftIssues.repositoryId),
  ]);
  for (const row of channelRows) {
    const entry = row.repositoryId ? counts.get(row.repositoryId) : undefined;
    if (entry) entry.activeChannels = row.count;
  }
  for (const row of issueRows) {
    const entry = counts.get(row.repositoryId);
    if (entry) entry.openIssues = row.count;
  }
  return counts;
}
