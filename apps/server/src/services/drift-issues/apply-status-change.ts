import {
  type Database,
  type DriftIssueRow,
  insertDriftIssueActivity,
  lockDriftIssueStatuses,
  setDriftIssueStatus,
} from '@driftwatch/db';
import type { UserStatusChange } from './to-status-change.js';

/**
 * Sets the status of the organization's issues among `ids` and writes a status_changed entry, with
 * who and why, for each issue whose status it really changed. Setting the status an issue already
 * has records nothing: the history lists changes.
 */
export async function applyStatusChange(
  db: Database,
  { organizationId, ids, change }: { organizationId: string; ids: string[]; change: UserStatusChange },
): Promise<DriftIssueRow[]> {
  return db.transaction(async (tx) => {
    const before = new Map(
      (await lockDriftIssueStatuses(tx, organizationId, ids)).map((issue) => [issue.id, issue.status]),
    );
    const rows = await setDriftIssueStatus(tx, organizationId, ids, change);
    await insertDriftIssueActivity(
      tx,
      rows
        .filter((row) => before.has(row.id) && before.get(row.id) !== row.status)
        .map((row) => ({
          organizationId,
          issueId: row.id,
          kind: 'status_changed' as const,
          actorUserId: change.resolvedByUserId,
          actorName: change.resolvedBy,
          fromStatus: before.get(row.id) ?? null,
          toStatus: row.status,
          note: change.resolution,
          createdAt: change.now,
        })),
    );
    return rows;
  });
}
