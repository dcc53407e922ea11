import type { DashboardStats, OpenBySeverity } from '@driftwatch/contract';
import {
  countDriftIssuesByStatusAndSeverity,
  countRepositoriesByStatus,
  countScanOutcomes,
} from '@driftwatch/db';
import type { ServerContext } from '../../server-context.js';

const weekMs = 7 * 86_400_000;

/**
 * The organization's health in one answer: issue totals from the trigger-kept counts, repositories
 * per status, scans running and failed this week. Every figure is a count over a few rows or an
 * index range, so the answer stays fast with 100,000 issues.
 */
export async function getDashboardStats(
  context: ServerContext,
  { organizationId }: { organizationId: string },
): Promise<DashboardStats> {
  const since = new Date(context.clock.now().getTime() - weekMs);
  const [issueCounts, repositoryCounts, scanCounts] = await Promise.all([
    countDriftIssuesByStatusAndSeverity(context.db, organizationId, undefined),
    countRepositoriesByStatus(context.db, organizationId),
    countScanOutcomes(context.db, organizationId, since),
  ]);
  const openBySeverity: OpenBySeverity = { critical: 0, high: 0, medium: 0, low: 0 };
  const issues = { total: 0, open: 0, resolved: 0, dismissed: 0 };
  for (const row of issueCounts) {
    issues.total += row.count;
    if (row.status === 'open' || row.status === 'in_progress') {
      issues.open += row.count;
      openBySeverity[row.severity] += row.count;
    } else if (row.status === 'resolved') issues.resolved += row.count;
    else issues.dismissed += row.count;
  }
  const repositories = { connected: 0, monitored: 0, paused: 0, error: 0, with_drift: 0 };
  for (const row of repositoryCounts) {
    repositories.connected += row.count;
    repositories[row.status] += row.count;
    repositories.with_drift += row.withDrift;
  }
  return {
    issues: {
      ...issues,
      critical_high: openBySeverity.critical + openBySeverity.high,
      open_by_severity: openBySeverity,
    },
    repositories,
    scans: { active: scanCounts.active, failed_last_7_days: scanCounts.failed },
  };
}
