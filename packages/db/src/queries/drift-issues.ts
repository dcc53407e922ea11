import type { DriftIssueStatus, DriftSeverity } from '@driftwatch/contract';
import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../database.js';
import {
  type DriftIssueRow,
  driftIssueCounters,
  driftIssues,
  type NewDriftIssueRow,
} from '../schema/drift-issues.js';
import { repositories } from '../schema/repositories.js';

export interface DriftIssueFilters {
  repositoryId?: string | undefined;
  status?: DriftIssueStatus | undefined;
  severity?: DriftSeverity | undefined;
  search?: string | undefined;
}

/** An issue with the repository fields every answer shows. */
export interface DriftIssueWithRepository extends DriftIssueRow {
  repositoryName: string;
  repositoryWebUrl: string | null;
}

const withRepository = {
  issue: driftIssues,
  repositoryName: repositories.fullName,
  repositoryWebUrl: repositories.webUrl,
};

function flatten(row: {
  issue: DriftIssueRow;
  repositoryName: string;
  repositoryWebUrl: string | null;
}): DriftIssueWithRepository {
  return { ...row.issue, repositoryName: row.repositoryName, repositoryWebUrl: row.repositoryWebUrl };
}

/**
 * The text a search looks in. It must stay the same expression as the trigram index of migration
 * 0003, or PostgreSQL cannot use the index.
 */
const searchText = sql`lower(${driftIssues.key} || ' ' || ${driftIssues.title} || ' ' || ${driftIssues.description} || ' ' || coalesce(${driftIssues.metadata}->>'identifier', ''))`;

/** `%` and `_` typed by a person are literal characters, not wildcards. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

export function driftIssueFilterConditions(organizationId: string, filters: DriftIssueFilters): SQL[] {
  const conditions: SQL[] = [eq(driftIssues.organizationId, organizationId)];
  if (filters.repositoryId) conditions.push(eq(driftIssues.repositoryId, filters.repositoryId));
  if (filters.status) conditions.push(eq(driftIssues.status, filters.status));
  if (filters.severity) conditions.push(eq(driftIssues.severity, filters.severity));
  const search = filters.search?.trim();
  if (search) conditions.push(sql`${searchText} LIKE ${containsPattern(search.toLowerCase())}`);
  return conditions;
}

/** One page of whole issues, newest first (the export walks every page). */
export async function listDriftIssues(
  db: Database,
  organizationId: string,
  filters: DriftIssueFilters,
  page: { limit: number; offset: number },
): Promise<DriftIssueWithRepository[]> {
  const rows = await db
    .select(withRepository)
    .from(driftIssues)
    .innerJoin(repositories, eq(repositories.id, driftIssues.repositoryId))
    .where(and(...driftIssueFilterConditions(organizationId, filters)))
    .orderBy(desc(driftIssues.createdAt), desc(driftIssues.id))
    .limit(page.limit)
    .offset(page.offset);
  return rows.map(flatten);
}

/** By id, or by key (DRIFT-42) when the value is not a uuid. */
export async function findDriftIssue(
  db: Database,
  organizationId: string,
  idOrKey: string,
): Promise<DriftIssueWithRepository | undefined> {
  const isUuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(idOrKey);
  const match = isUuid
    ? eq(driftIssues.id, idOrKey)
    : sql`lower(${driftIssues.key}) = ${idOrKey.toLowerCase()}`;
  const [row] = await db
    .select(withRepository)
    .from(driftIssues)
    .innerJoin(repositories, eq(repositories.id, driftIssues.repositoryId))
    .where(and(eq(driftIssues.organizationId, organizationId), match))
    .limit(1);
  return row ? flatten(row) : undefined;
}

export async function listDriftIssuesByIds(
  db: Database,
  organizationId: string,
  ids: string[],
): Promise<DriftIssueRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(driftIssues)
    .where(and(eq(driftIssues.organizationId, organizationId), inArray(driftIssues.id, ids)));
}

/** A repository's open drift, most severe first, with how many there are in all (the daily digest). */
export async function listOpenRepositoryIssues(
  db: Database,
  organizationId: string,
  repositoryId: string,
  limit: number,
): Promise<{ issues: DriftIssueRow[]; total: number }> {
  const where = and(
    eq(driftIssues.organizationId, organizationId),
    eq(driftIssues.repositoryId, repositoryId),
    eq(driftIssues.status, 'open'),
  );
  const [issues, [count]] = await Promise.all([
    db
      .select()
      .from(driftIssues)
      .where(where)
      .orderBy(
        sql`array_position(array['critical','high','medium','low']::text[], ${driftIssues.severity})`,
        desc(driftIssues.createdAt),
      )
      .limit(limit),
    db.select({ total: sql<number>`count(*)::int` }).from(driftIssues).where(where),
  ]);
  return { issues, total: count?.total ?? 0 };
}

/**
 * Reserves `count` consecutive DRIFT-<n> numbers. The upsert takes a row lock on the counter, so
 * concurrent scans of one organization get disjoint ranges; call it inside the transaction.
 */
export async function reserveIssueNumbers(
  db: Database,
  organizationId: string,
  count: number,
): Promise<number> {
  const [row] = await db
    .insert(driftIssueCounters)
    .values({ organizationId, lastNumber: count })
    .onConflictDoUpdate({
      target: driftIssueCounters.organizationId,
      set: { lastNumber: sql`${driftIssueCounters.lastNumber} + ${count}` },
    })
    .returning({ lastNumber: driftIssueCounters.lastNumber });
  if (!row) throw new Error('Reserving issue numbers returned no row');
  return row.lastNumber - count + 1;
}

export async function insertDriftIssues(db: Database, rows: NewDriftIssueRow[]): Promise<DriftIssueRow[]> {
  if (rows.length === 0) return [];
  return db.insert(driftIssues).values(rows).returning();
}

export interface StatusChange {
  status: DriftIssueStatus;
  now: Date;
  resolvedBy: string | null;
  resolvedByUserId: string | null;
  resolution: string | null;
}

/** Sets the status of the organization's issues among `ids`; resolving records who, when and why. */
export async function setDriftIssueStatus(
  db: Database,
  organizationId: string,
  ids: string[],
  change: StatusChange,
): Promise<DriftIssueRow[]> {
  if (ids.length === 0) return [];
  const resolved = change.status === 'resolved';
  return db
    .update(driftIssues)
    .set({
      status: change.status,
      updatedAt: change.now,
      resolvedAt: resolved ? change.now : null,
      resolvedBy: resolved ? change.resolvedBy : null,
      resolvedByUserId: resolved ? change.resolvedByUserId : null,
      resolution: resolved ? change.resolution : null,
    })
    .where(and(eq(driftIssues.organizationId, organizationId), inArray(driftIssues.id, ids)))
    .returning();
}

/**
 * The current status of the organization's issues among `ids`, locked until the transaction ends,
 * so a status change records the status it really replaced.
 */
export async function lockDriftIssueStatuses(
  db: Database,
  organizationId: string,
  ids: string[],
): Promise<Array<Pick<DriftIssueRow, 'id' | 'status' | 'resolution'>>> {
  if (ids.length === 0) return [];
  return db
    .select({ id: driftIssues.id, status: driftIssues.status, resolution: driftIssues.resolution })
    .from(driftIssues)
    .where(and(eq(driftIssues.organizationId, organizationId), inArray(driftIssues.id, ids)))
    .for('update');
}
