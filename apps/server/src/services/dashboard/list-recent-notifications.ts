import type { DashboardNotifications } from '@driftwatch/contract';
import { countRecentAlerts, listRecentAlerts } from '@driftwatch/db';
import type { ServerContext } from '../../server-context.js';

const weekMs = 7 * 86_400_000;
const shownAlerts = 20;

/** The organization's newest alert deliveries and failures, and this week's sent and failed totals. */
export async function listRecentNotifications(
  context: ServerContext,
  { organizationId }: { organizationId: string },
): Promise<DashboardNotifications> {
  const since = new Date(context.clock.now().getTime() - weekMs);
  const [rows, counts] = await Promise.all([
    listRecentAlerts(context.db, organizationId, shownAlerts),
    countRecentAlerts(context.db, organizationId, since),
  ]);
  return {
    notifications: rows.map((row) => ({
      id: row.id,
      at: row.sentAt.toISOString(),
      type: row.type,
      event: row.event,
      target: row.target,
      status: row.status,
      error: row.error,
      issue_count: row.issueCount,
      repository:
        row.repositoryId && row.repositoryName ? { id: row.repositoryId, name: row.repositoryName } : null,
    })),
    sent_last_7_days: counts.sent,
    failed_last_7_days: counts.failed,
  };
}
