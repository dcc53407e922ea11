import type { DriftIssueComment } from '@driftwatch/contract';
import { type DriftIssueCommentRow, insertDriftIssueComment, listDriftIssueComments } from '@driftwatch/db';
import type { Authentication } from '../../auth/authenticate.js';
import type { ServerContext } from '../../server-context.js';
import { requireDriftIssue } from './query-drift-issues.js';

function toComment(row: DriftIssueCommentRow): DriftIssueComment {
  return {
    id: row.id,
    comment: row.comment,
    author: { id: row.userId, name: row.authorName },
    created_at: row.createdAt.toISOString(),
  };
}

export async function addIssueComment(
  context: ServerContext,
  authentication: Authentication,
  organizationId: string,
  idOrKey: string,
  comment: string,
): Promise<{ comment: DriftIssueComment }> {
  const issue = await requireDriftIssue(context, organizationId, idOrKey);
  const row = await insertDriftIssueComment(context.db, {
    organizationId,
    issueId: issue.id,
    userId: authentication.user.id,
    authorName: authentication.user.name,
    comment,
  });
  return { comment: toComment(row) };
}

export async function listIssueComments(
  context: ServerContext,
  organizationId: string,
  idOrKey: string,
): Promise<{ comments: DriftIssueComment[] }> {
  const issue = await requireDriftIssue(context, organizationId, idOrKey);
  return { comments: (await listDriftIssueComments(context.db, issue.id)).map(toComment) };
}
