import type { LinearIssueMapping } from '@driftwatch/contract';
import type { DriftIssueRow } from '@driftwatch/db';

/** The drift issue's link fields, once it has a Linear issue. */
export function toLinearMapping(row: DriftIssueRow & { linearIssueId: string }): LinearIssueMapping {
  return {
    drift_issue_id: row.id,
    linear_issue_id: row.linearIssueId,
    linear_issue_url: row.linearIssueUrl,
    linear_status: row.linearStatus,
    team_id: row.linearTeamId,
    project_id: row.linearProjectId,
    linear_sync_at: row.linearSyncAt?.toISOString() ?? null,
  };
}
