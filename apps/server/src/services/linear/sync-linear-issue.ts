import type { LinearIssueSyncResponse } from '@driftwatch/contract';
import { findDriftIssue, saveLinearIssueState } from '@driftwatch/db';
import { notFound, requestFailed } from '../../http/app-error.js';
import type { ServerContext } from '../../server-context.js';
import { announceIssueUpdates } from '../drift-issues/announce-issue-updates.js';
import { callLinear } from './call-linear.js';
import { readLinearIssue } from './read-linear-issue.js';
import { toLinearMapping } from './to-linear-mapping.js';

/** Reads the drift issue's Linear issue again and keeps its status, link, team and project. */
export async function syncLinearIssue(
  context: ServerContext,
  organizationId: string,
  driftIssueId: string,
): Promise<LinearIssueSyncResponse> {
  const issue = await findDriftIssue(context.db, organizationId, driftIssueId);
  if (!issue) throw notFound();
  const { linearIssueId } = issue;
  if (!linearIssueId) {
    throw requestFailed('linear_request_failed', 'This issue has not been pushed to Linear.', 409);
  }
  const read = await callLinear(context, organizationId, (linear) => readLinearIssue(linear, linearIssueId));
  const saved = await saveLinearIssueState(context.db, linearIssueId, {
    url: read.url,
    status: read.state,
    teamId: read.teamId,
    projectId: read.projectId,
  });
  if (!saved) throw notFound();
  if (saved.linearStatus !== issue.linearStatus) {
    await announceIssueUpdates(context, { organizationId, rows: [saved] });
  }
  const { teamId: _team, projectId: _project, ...linearIssue } = read;
  return { success: true, issue: linearIssue, mapping: toLinearMapping({ ...saved, linearIssueId }) };
}
