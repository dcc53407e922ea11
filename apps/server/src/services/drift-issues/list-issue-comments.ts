import type { DriftIssueComment } from '@driftwatch/contract';
import { listDriftIssueComments } from '@driftwatch/db';
import type { ServerContext } from '../../server-context.js';
import { requireDriftIssue } from './require-drift-issue.js';
import { toDriftIssueComment } from './to-drift-issue-comment.js';

export async function listIssueComments(
  context: ServerContext,
  input: { organizationId: string; idOrKey: string },
): Promise<{ comments: DriftIssueComment[] }> {
  const issue = await requireDriftIssue(context, input);
  const rows = await listDriftIssueComments(context.db, input.organizationId, issue.id);
  return { comments: rows.map(toDriftIssueComment) };
}
