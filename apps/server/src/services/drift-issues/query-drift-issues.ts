import {
  type DriftIssueListResponse,
  type DriftIssueStats,
  type driftIssueListQuerySchema,
  type driftIssueStatsQuerySchema,
  driftIssueStatuses,
  driftSeverities,
} from '@driftwatch/contract';
import {
  countDriftIssuesByStatusAndSeverity,
  type DriftIssueWithRepository,
  findDriftIssue,
  listDriftIssues as listDriftIssueRows,
  listIssueAlerts,
} from '@driftwatch/db';
import type { z } from 'zod';
import { notFound } from '../../http/app-error.js';
import type { ServerContext } from '../../server-context.js';
import { toDriftIssue } from './to-drift-issue.js';

export async function listDriftIssues(
  context: ServerContext,
  organizationId: string,
  query: z.output<typeof driftIssueListQuerySchema>,
): Promise<DriftIssueListResponse> {
  const { rows, total } = await listDriftIssueRows(
    context.db,
    organizationId,
    { repositoryId: query.repository, status: query.status, severity: query.severity, search: query.search },
    { limit: query.limit, offset: query.offset },
  );
  return { data: rows.map((row) => toDriftIssue(row)), total, limit: query.limit, offset: query.offset };
}

export async function getDriftIssueStats(
  context: ServerContext,
  organizationId: string,
  query: z.output<typeof driftIssueStatsQuerySchema>,
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

export async function requireDriftIssue(
  context: ServerContext,
  organizationId: string,
  idOrKey: string,
): Promise<DriftIssueWithRepository> {
  const issue = await findDriftIssue(context.db, organizationId, idOrKey);
  if (!issue) throw notFound();
  return issue;
}

export async function getDriftIssue(context: ServerContext, organizationId: string, idOrKey: string) {
  const issue = await requireDriftIssue(context, organizationId, idOrKey);
  const alerts = await listIssueAlerts(context.db, organizationId, issue.id);
  return { data: toDriftIssue(issue, alerts) };
}
