import { and, desc, eq, isNull, notInArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../database.js';
import { driftIssueActivity } from '../schema/drift-issue-activity.js';
import { driftIssues } from '../schema/drift-issues.js';
import { repositories } from '../schema/repositories.js';
import { scans } from '../schema/scans.js';

/**
 * A position in the feed: microseconds since the epoch (a JavaScript Date keeps only milliseconds,
 * and entries written in one millisecond must not be skipped) and the id that breaks ties.
 */
export interface ActivityPosition {
  micros: string;
  id: string;
}

const microsOf = (column: PgColumn) => sql<string>`(extract(epoch from ${column}) * 1000000)::bigint::text`;

function before(at: PgColumn, id: PgColumn, position: ActivityPosition | undefined): SQL | undefined {
  if (!position) return undefined;
  return sql`(${at}, ${id}) < (timestamptz 'epoch' + ${position.micros}::bigint * interval '1 microsecond', ${position.id}::uuid)`;
}

/**
 * The newest `limit` changes people made to the organization's issues before `position`. A scan's
 * own detections, re-openings and resolutions are left out (its scan entry sums them, so a scan that
 * finds 500 issues is one line), and so are alerts, which the notifications panel lists.
 */
export async function listIssueActivityFeed(
  db: Database,
  organizationId: string,
  { limit, position }: { limit: number; position?: ActivityPosition | undefined },
) {
  return db
    .select({
      id: driftIssueActivity.id,
      at: driftIssueActivity.createdAt,
      micros: microsOf(driftIssueActivity.createdAt),
      kind: driftIssueActivity.kind,
      actorName: driftIssueActivity.actorName,
      fromStatus: driftIssueActivity.fromStatus,
      toStatus: driftIssueActivity.toStatus,
      note: driftIssueActivity.note,
      issueId: driftIssues.id,
      issueKey: driftIssues.key,
      issueTitle: driftIssues.title,
      issueSeverity: driftIssues.severity,
      repositoryId: repositories.id,
      repositoryName: repositories.fullName,
    })
    .from(driftIssueActivity)
    .innerJoin(driftIssues, eq(driftIssues.id, driftIssueActivity.issueId))
    .innerJoin(repositories, eq(repositories.id, driftIssues.repositoryId))
    .where(
      and(
        eq(driftIssueActivity.organizationId, organizationId),
        isNull(driftIssueActivity.scanId),
        notInArray(driftIssueActivity.kind, ['alert_sent', 'alert_failed']),
        before(driftIssueActivity.createdAt, driftIssueActivity.id, position),
      ),
    )
    .orderBy(desc(driftIssueActivity.createdAt), desc(driftIssueActivity.id))
    .limit(limit);
}

/** The organization's newest `limit` scans queued before `position`, with their outcome. */
export async function listScanActivityFeed(
  db: Database,
  organizationId: string,
  { limit, position }: { limit: number; position?: ActivityPosition | undefined },
) {
  return db
    .select({
      id: scans.id,
      at: scans.createdAt,
      micros: microsOf(scans.createdAt),
      status: scans.status,
      trigger: scans.trigger,
      commitSha: scans.commitSha,
      issuesCreated: scans.issuesCreated,
      issuesResolved: scans.issuesResolved,
      error: scans.error,
      repositoryId: repositories.id,
      repositoryName: repositories.fullName,
    })
    .from(scans)
    .innerJoin(repositories, eq(repositories.id, scans.repositoryId))
    .where(and(eq(scans.organizationId, organizationId), before(scans.createdAt, scans.id, position)))
    .orderBy(desc(scans.createdAt), desc(scans.id))
    .limit(limit);
}
