import type { DriftIssueActivity, DriftIssueActivityResponse } from '@driftwatch/contract';
import { type DriftIssueActivityRow, listDriftIssueActivity as listActivityRows } from '@driftwatch/db';
import type { ServerContext } from '../../server-context.js';
import type { IssueAddress } from './issue-address.js';
import { requireDriftIssue } from './require-drift-issue.js';

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
  context: ServerContext,
  address: IssueAddress,
): Promise<DriftIssueActivityResponse> {
  const issue = await requireDriftIssue(context, address);
  const rows = await listActivityRows(context.db, address.organizationId, issue.id);
  return { activity: rows.map(toActivity) };
}
