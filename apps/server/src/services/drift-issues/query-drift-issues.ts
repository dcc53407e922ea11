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
  listDriftIssueSummaries,
  listIssueAlerts,
} from '@driftwatch/db';
import type { z } from 'zod';
import { notFound } from '../../http/app-error.js';
import type { CoreLoopContext } from '../repositories/core-loop-context.js';
import { toDriftIssue } from './to-drift-issue.js';
import { toDriftIssueListItem } from './to-drift-issue-list-item.js';

export async function listDriftIssues(
  context: CoreLoopContext,
  organizationId: string,
  query: z.output<typeof driftIssueListQuerySchema>,
): Promise<DriftIssueListResponse> {
  const { rows, total } = await listDriftIssueSummaries(
    context.db,
    organizationId,
    { repositoryId: query.repository, status: query.status, severity: query.severity, search: query.search },
    { limit: query.limit, offset: query.offset },
  );
  return { data: rows.map(toDriftIssueListItem), total, limit: query.limit, offset: query.offset };
}

export async function getDriftIssueStats(
  context: CoreLoopContext,
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
  context: CoreLoopContext,
  organizationId: string,
  idOrKey: string,
): Promise<DriftIssueWithRepository> {
  const issue = await findDriftIssue(context.db, organizationId, idOrKey);
  if (!issue) throw notFound();
  return issue;
}

export async function getDriftIssue(context: CoreLoopContext, organizationId: string, idOrKey: string) {
  const issue = await requireDriftIssue(context, organizationId, idOrKey);
  const alerts = await listIssueAlerts(context.db, organizationId, issue.id);
  return { data: toDriftIssue(issue, alerts) };
}
