import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../database.js';
import { driftIssueCounts } from '../schema/drift-issue-counts.js';
import { driftIssueDailyCounts } from '../schema/drift-issue-daily-counts.js';

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
 * series comes from the activity history, summed per repository and UTC day by a trigger into
 * drift_issue_daily_counts. Each day row says how much the open total moved that day. Walking back
 * from today's total (the kept counts) by the moves made since the window started gives the total
 * at its start; running sums then give each day's end. Both reads are a few rows per repository and
 * day, whatever the number of issues.
 */
export async function queryDriftIssueTrend(
  db: Database,
  organizationId: string,
  window: DriftIssueTrendWindow,
): Promise<DriftIssueTrendDay[]> {
  const startDay = window.from.toISOString().slice(0, 10);
  const openNow = await countOpenNow(db, organizationId, window.repositoryId);
  const repository = window.repositoryId
    ? sql`and ${driftIssueDailyCounts.repositoryId} = ${window.repositoryId}`
    : sql``;
  const result: unknown = await db.execute(sql`
    with per_day as (
      select (${driftIssueDailyCounts.day} - ${startDay}::date) as day,
        sum(${driftIssueDailyCounts.openDelta})::int as delta,
        sum(${driftIssueDailyCounts.detected})::int as created,
        sum(${driftIssueDailyCounts.resolved})::int as resolved
      from ${driftIssueDailyCounts}
      where ${driftIssueDailyCounts.organizationId} = ${organizationId}
        and ${driftIssueDailyCounts.day} >= ${startDay}::date
        ${repository}
      group by 1
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
