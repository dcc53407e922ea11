import { sql } from 'drizzle-orm';
import type { Database } from '../database.js';
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

/**
 * Per day of the window: issues open (or in progress) at its end, issues created and resolved in it.
 * One pass over the organization's issues turns each into +1 on the day it appeared and -1 on the
 * day it left (resolved_at; the last update for ignored and false-positive ones), both moved to the
 * first day when earlier; the per-day sums are accumulated by a window function, so the work is one
 * aggregation whatever the number of issues or days. Issues that left before the window are left out.
 */
export async function queryDriftIssueTrend(
  db: Database,
  organizationId: string,
  window: DriftIssueTrendWindow,
): Promise<DriftIssueTrendDay[]> {
  const start = window.from.toISOString();
  const end = new Date(window.from.getTime() + window.days * 86_400_000).toISOString();
  const repository = window.repositoryId
    ? sql`and ${driftIssues.repositoryId} = ${window.repositoryId}`
    : sql``;
  const result: unknown = await db.execute(sql`
    with issues as (
      select
        ${driftIssues.createdAt} as created_at,
        case
          when ${driftIssues.status} = 'resolved' then ${driftIssues.resolvedAt}
          when ${driftIssues.status} in ('ignored', 'false_positive') then ${driftIssues.updatedAt}
        end as closed_at,
        ${driftIssues.status} = 'resolved' as resolved
      from ${driftIssues}
      where ${driftIssues.organizationId} = ${organizationId}
        ${repository}
        and ${driftIssues.createdAt} < ${end}::timestamptz
    ),
    events as (
      select greatest(created_at, ${start}::timestamptz) as at, 1 as delta,
        (created_at >= ${start}::timestamptz)::int as created, 0 as resolved
      from issues
      where closed_at is null or closed_at >= ${start}::timestamptz
      union all
      select closed_at, -1, 0, resolved::int
      from issues
      where closed_at >= ${start}::timestamptz and closed_at < ${end}::timestamptz
    ),
    per_day as (
      select floor(extract(epoch from (at - ${start}::timestamptz)) / 86400)::int as day,
        sum(delta)::int as delta, sum(created)::int as created, sum(resolved)::int as resolved
      from events
      group by 1
    )
    select series.day,
      coalesce(sum(per_day.delta) over (order by series.day), 0)::int as open,
      coalesce(per_day.created, 0)::int as created,
      coalesce(per_day.resolved, 0)::int as resolved
    from generate_series(0, ${window.days - 1}::int) as series(day)
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
