import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Database } from '../database.js';
import { driftIssueActivity } from '../schema/drift-issue-activity.js';
import { driftIssueCounts } from '../schema/drift-issue-counts.js';
import { driftIssues } from '../schema/drift-issues.js';

export interface DriftIssueTrendDay {
  /** 0 for the window's first day. */
  day: number;
  open: number;
  created: number;
  resolved: number;
}

export interface DriftIssueTrendWindow {
  repositoryId?: string | undefined;
  /** The first day's start (UTC midnight); the window covers `days` whole days from it. */
  from: Date;
  days: number;
}

function toCount(value: unknown): number {
  const count = Number(value);
  return Number.isFinite(count) ? count : 0;
}

/** Open or in progress now, from the trigger-kept counts: a few rows whatever the number of issues. */
async function countOpenNow(db: Database, organizationId: string, repositoryId: string | undefined) {
  const conditions = [
    eq(driftIssueCounts.organizationId, organizationId),
    inArray(driftIssueCounts.status, ['open', 'in_progress']),
  ];
  if (repositoryId) conditions.push(eq(driftIssueCounts.repositoryId, repositoryId));
  const [row] = await db
    .select({ open: sql<number>`coalesce(sum(${driftIssueCounts.count}), 0)::int` })
    .from(driftIssueCounts)
    .where(and(...conditions));
  return toCount(row?.open);
}

/**
 * Per day of the window: issues open (or in progress) at its end, issues detected and resolved in it.
 *
 * The issue rows hold only the current state (a re-opened issue has lost its resolution), so the
 * series is read from the activity history, where every status change is written in the same
 * transaction as the change itself. Each entry moves the open total by +1 (into open or in progress),
 * -1 (out of them) or 0. Walking back from today's total (the kept counts) by the moves made since
 * the window started gives the total at its start; per-day sums then give each day's end. Only the
 * window's entries are read, so the cost follows the activity in the window, not all issues.
 */
export async function queryDriftIssueTrend(
  db: Database,
  organizationId: string,
  window: DriftIssueTrendWindow,
): Promise<DriftIssueTrendDay[]> {
  const start = window.from.toISOString();
  const openNow = await countOpenNow(db, organizationId, window.repositoryId);
  const repository = window.repositoryId
    ? sql`and exists (select 1 from ${driftIssues} where ${driftIssues.id} = ${driftIssueActivity.issueId}
        and ${driftIssues.repositoryId} = ${window.repositoryId})`
    : sql``;
  const isOpen = (column: PgColumn) => sql`(coalesce(${column} in ('open', 'in_progress'), false))::int`;
  const result: unknown = await db.execute(sql`
    with moves as (
      select floor(extract(epoch from (${driftIssueActivity.createdAt} - ${start}::timestamptz)) / 86400)::int as day,
        ${isOpen(driftIssueActivity.toStatus)} - ${isOpen(driftIssueActivity.fromStatus)} as delta,
        (${driftIssueActivity.kind} = 'detected')::int as created,
        (${driftIssueActivity.toStatus} = 'resolved'
          and ${driftIssueActivity.fromStatus} is distinct from 'resolved')::int as resolved
      from ${driftIssueActivity}
      where ${driftIssueActivity.organizationId} = ${organizationId}
        and ${driftIssueActivity.createdAt} >= ${start}::timestamptz
        and ${driftIssueActivity.toStatus} is not null
        ${repository}
    ),
    per_day as (
      select day, sum(delta)::int as delta, sum(created)::int as created, sum(resolved)::int as resolved
      from moves
      group by day
    ),
    since_start as (select coalesce(sum(delta), 0)::int as delta from per_day)
    select series.day,
      (${openNow}::int - since_start.delta
        + coalesce(sum(per_day.delta) over (order by series.day), 0))::int as open,
      coalesce(per_day.created, 0)::int as created,
      coalesce(per_day.resolved, 0)::int as resolved
    from generate_series(0, ${window.days - 1}::int) as series(day)
    cross join since_start
    left join per_day on per_day.day = series.day
    order by series.day
  `);
  const rows =
    typeof result === 'object' && result !== null && 'rows' in result && Array.isArray(result.rows)
      ? (result.rows as unknown[])
      : [];
  return rows.map((row) => {
    const record = typeof row === 'object' && row !== null ? row : {};
    const field = (name: string) => toCount(name in record ? Reflect.get(record, name) : 0);
    return { day: field('day'), open: field('open'), created: field('created'), resolved: field('resolved') };
  });
}
