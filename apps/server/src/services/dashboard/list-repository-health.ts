import type { DashboardRepositories, DashboardRepositoryHealth, OpenBySeverity } from '@driftwatch/contract';
import { countOpenDriftByRepository, listRepositoriesWithLastScan } from '@driftwatch/db';
import type { ServerContext } from '../../server-context.js';

const urgency = (repository: DashboardRepositoryHealth) =>
  repository.open_by_severity.critical * 1_000_000 +
  repository.open_by_severity.high * 1_000 +
  repository.open;

/**
 * Every repository of the organization with what its health row shows: status, last scan, next
 * scheduled scan and open drift per severity. The most urgent come first (critical, then high, then
 * any open drift), then by name.
 */
export async function listRepositoryHealth(
  context: ServerContext,
  { organizationId }: { organizationId: string },
): Promise<DashboardRepositories> {
  const [rows, counts] = await Promise.all([
    listRepositoriesWithLastScan(context.db, organizationId),
    countOpenDriftByRepository(context.db, organizationId),
  ]);
  const open = new Map<string, OpenBySeverity>();
  for (const count of counts) {
    const bySeverity = open.get(count.repositoryId) ?? { critical: 0, high: 0, medium: 0, low: 0 };
    bySeverity[count.severity] += count.count;
    open.set(count.repositoryId, bySeverity);
  }
  const repositories = rows.map((row): DashboardRepositoryHealth => {
    const bySeverity = open.get(row.id) ?? { critical: 0, high: 0, medium: 0, low: 0 };
    const scan = row.lastScan;
    return {
      id: row.id,
      name: row.name,
      full_name: row.fullName,
      provider: row.provider,
      status: row.status,
      status_message: row.statusMessage,
      drift_status: row.lastDriftStatus,
      schedule: row.scanSchedule.type,
      next_scan_at: row.nextScanAt?.toISOString() ?? null,
      last_scan:
        scan?.id && scan.status && scan.at
          ? {
              id: scan.id,
              status: scan.status,
              at: new Date(scan.at).toISOString(),
              finished_at: scan.finishedAt?.toISOString() ?? null,
              error: scan.error ?? null,
            }
          : null,
      open: bySeverity.critical + bySeverity.high + bySeverity.medium + bySeverity.low,
      open_by_severity: bySeverity,
    };
  });
  // A stable sort keeps the query's name order among equally urgent repositories.
  return { repositories: repositories.sort((a, b) => urgency(b) - urgency(a)) };
}
