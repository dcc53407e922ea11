import type { RepositoryProvider } from '@driftwatch/contract';
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../database.js';
import {
  type CodeHostRepositoryRow,
  codeHostRepositories,
  type NewCodeHostRepositoryRow,
} from '../schema/code-host-repositories.js';
import { integrations } from '../schema/integrations.js';

type RepositoryValues = Omit<
  NewCodeHostRepositoryRow,
  'id' | 'organizationId' | 'integrationId' | 'provider' | 'createdAt' | 'updatedAt'
>;

interface Connection {
  organizationId: string;
  integrationId: string;
  provider: RepositoryProvider;
}

/** Adds or refreshes repositories a connection can reach. */
export async function upsertCodeHostRepositories(
  db: Database,
  connection: Connection,
  rows: RepositoryValues[],
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(codeHostRepositories)
    .values(rows.map((row) => ({ ...row, ...connection })))
    .onConflictDoUpdate({
      target: [codeHostRepositories.integrationId, codeHostRepositories.externalId],
      set: {
        name: sql`excluded.name`,
        fullName: sql`excluded.full_name`,
        language: sql`excluded.language`,
        description: sql`excluded.description`,
        isPrivate: sql`excluded.is_private`,
        defaultBranch: sql`excluded.default_branch`,
        cloneUrl: sql`excluded.clone_url`,
        webUrl: sql`excluded.web_url`,
        updatedAt: sql`now()`,
      },
    });
}

/** The full list the host reported: rows it no longer lists are removed, the rest refreshed. */
export async function replaceCodeHostRepositories(
  db: Database,
  connection: Connection,
  rows: RepositoryValues[],
): Promise<void> {
  await db.transaction(async (tx) => {
    const keep = rows.map((row) => row.externalId);
    await tx
      .delete(codeHostRepositories)
      .where(
        and(
          eq(codeHostRepositories.integrationId, connection.integrationId),
          ...(keep.length > 0 ? [notInArray(codeHostRepositories.externalId, keep)] : []),
        ),
      );
    await upsertCodeHostRepositories(tx, connection, rows);
  });
}

export async function removeCodeHostRepositories(
  db: Database,
  integrationId: string,
  externalIds: string[],
): Promise<void> {
  if (externalIds.length === 0) return;
  await db
    .delete(codeHostRepositories)
    .where(
      and(
        eq(codeHostRepositories.integrationId, integrationId),
        inArray(codeHostRepositories.externalId, externalIds),
      ),
    );
}

/** The organization's reachable repositories through its current (not revoked) connections. */
export async function listCodeHostRepositories(
  db: Database,
  organizationId: string,
): Promise<CodeHostRepositoryRow[]> {
  return db
    .select({ repository: codeHostRepositories })
    .from(codeHostRepositories)
    .innerJoin(integrations, eq(integrations.id, codeHostRepositories.integrationId))
    .where(
      and(eq(codeHostRepositories.organizationId, organizationId), sql`${integrations.status} <> 'revoked'`),
    )
    .orderBy(asc(codeHostRepositories.fullName))
    .then((rows) => rows.map((row) => row.repository));
}

export async function findCodeHostRepository(
  db: Database,
  organizationId: string,
  provider: RepositoryProvider,
  externalId: string,
): Promise<CodeHostRepositoryRow | undefined> {
  const rows = await listCodeHostRepositories(db, organizationId);
  return rows.find((row) => row.provider === provider && row.externalId === externalId);
}
