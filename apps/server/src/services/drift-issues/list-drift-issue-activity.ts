import type { DriftIssueActivity, DriftIssueActivityResponse } from '@driftwatch/contract';
import { type DriftIssueActivityRow, listDriftIssueActivity as listActivityRows } from '@driftwatch/db';
import type { CoreLoopContext } from '../repositories/core-loop-context.js';
import { requireDriftIssue } from './query-drift-issues.js';

function toActivity(row: DriftIssueActivityRow): DriftIssueActivity {
  const { channelType, event, target, tracker, externalKey, externalUrl } = row.details;
  return {
    id: row.id,
    kind: row.kind,
    actor: { id: row.actorUserId, name: row.actorName },
    from_status: row.fromStatus,
    to_status: row.toStatus,
    commit_sha: row.commitSha,
    note: row.note,
    alert: channelType && event ? { type: channelType, event, target: target ?? '' } : null,
    tracker: tracker && externalKey ? { name: tracker, key: externalKey, url: externalUrl ?? null } : null,
    created_at: row.createdAt.toISOString(),
  };
}

/** The issue's history, oldest first; another organization's issue is a 404 like a missing one. */
export async function listDriftIssueActivity(
  context: CoreLoopContext,
  organizationId: string,
  idOrKey: string,
): Promise<DriftIssueActivityResponse> {
  const issue = await requireDriftIssue(context, organizationId, idOrKey);
  return { activity: (await listActivityRows(context.db, issue.id)).map(toActivity) };
}
