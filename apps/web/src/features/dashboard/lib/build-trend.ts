import type { DriftIssue } from '@driftwatch/contract';

export interface TrendPoint {
  /** The day, YYYY-MM-DD in local time. */
  day: string;
  open: number;
}

type TrendIssue = Pick<DriftIssue, 'status' | 'created_at' | 'resolved_at' | 'updated_at'>;

function dayKey(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

/** When an issue stopped being open: its resolution, or its last update for ignored and false positives. */
function closedAt(issue: TrendIssue): number | null {
  if (issue.status === 'open' || issue.status === 'in_progress') return null;
  return Date.parse(issue.resolved_at ?? issue.updated_at);
}

/**
 * Open issues at the end of each of the last `days` days, derived from the issues' created and
 * closed times (the server keeps no daily history).
 */
export function buildTrend(issues: readonly TrendIssue[], now: Date, days = 14): TrendPoint[] {
  const points: TrendPoint[] = [];
  for (let offset = days - 1; offset >= 0; offset -= 1) {
    const end = new Date(now.getFullYear(), now.getMonth(), now.getDate() - offset + 1).getTime() - 1;
    const cutoff = Math.min(end, now.getTime());
    const open = issues.filter((issue) => {
      if (Date.parse(issue.created_at) > cutoff) return false;
      const closed = closedAt(issue);
      return closed === null || closed > cutoff;
    }).length;
    points.push({ day: dayKey(new Date(end)), open });
  }
  return points;
}
