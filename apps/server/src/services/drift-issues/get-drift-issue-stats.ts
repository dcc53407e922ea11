import {
  type DriftIssueStats,
  type driftIssueStatsQuerySchema,
  driftIssueStatuses,
  driftSeverities,
} from '@driftwatch/contract';
import { countDriftIssuesByStatusAndSeverity } from '@driftwatch/db';
import type { z } from 'zod';
import type { ServerContext } from '../../server-context.js';

export async function getDriftIssueStats(
  context: ServerContext,
  { organizationId, query }: { organizationId: string; query: z.output<typeof driftIssueStatsQuerySchema> },
): Promise<DriftIssueStats> {
  const counts = await countDriftIssuesByStatusAndSeverity(context.db, organizationId, query.repository);
  const byStatus = Object.fromEntries(
    driftIssueStatuses.map((status) => [status, 0]),
  ) as DriftIssueStats['by_status'];
  const bySeverity = Object.fromEntries(
    driftSeverities.map((severity) => [severity, 0]),
  ) as DriftIssueStats['by_severity'];
  let total = 0;
  let criticalHigh = 0;
  for (const row of counts) {
    total += row.count;
    byStatus[row.status] += row.count;
    bySeverity[row.severity] += row.count;
    const active = row.status === 'open' || row.status === 'in_progress';
    if (active && (row.severity === 'critical' || row.severity === 'high')) criticalHigh += row.count;
  }
  return {
    repository: query.repository ?? null,
    total,
    open: byStatus.open,
    critical_high: criticalHigh,
    resolved: byStatus.resolved,
    by_status: byStatus,
    by_severity: bySeverity,
  };
}
