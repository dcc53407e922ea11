import type { DriftIssueComment } from '@driftwatch/contract';
import {
  type DriftIssueCommentRow,
  insertDriftIssueActivity,
  insertDriftIssueComment,
  listDriftIssueComments,
} from '@driftwatch/db';
import type { Authentication } from '../../auth/authenticate.js';
import type { CoreLoopContext } from '../repositories/core-loop-context.js';
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
  context: CoreLoopContext,
  authentication: Authentication,
  organizationId: string,
  idOrKey: string,
  comment: string,
): Promise<{ comment: DriftIssueComment }> {
  const issue = await requireDriftIssue(context, organizationId, idOrKey);
  const author = { userId: authentication.user.id, name: authentication.user.name };
  const row = await context.db.transaction(async (tx) => {
    const inserted = await insertDriftIssueComment(tx, {
      organizationId,
      issueId: issue.id,
      userId: author.userId,
      authorName: author.name,
      comment,
    });
    await insertDriftIssueActivity(tx, [
      {
        organizationId,
        issueId: issue.id,
        kind: 'comment_added',
        actorUserId: author.userId,
        actorName: author.name,
        note: comment,
        createdAt: inserted.createdAt,
      },
    ]);
    return inserted;
  });
  // Open pages of the issue refresh their activity.
  await context.live
    .publish(organizationId, {
      type: 'issue.updated',
      issueId: issue.id,
      key: issue.key,
      repositoryId: issue.repositoryId,
      status: issue.status,
      at: row.createdAt.toISOString(),
    })
    .catch((error: unknown) => context.logger.warn({ err: error }, 'A live event could not be published'));
  return { comment: toComment(row) };
}

export async function listIssueComments(
  context: CoreLoopContext,
  organizationId: string,
  idOrKey: string,
): Promise<{ comments: DriftIssueComment[] }> {
  const issue = await requireDriftIssue(context, organizationId, idOrKey);
  return { comments: (await listDriftIssueComments(context.db, issue.id)).map(toComment) };
}
