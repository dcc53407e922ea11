import type { DriftIssueComment } from '@driftwatch/contract';
import { insertDriftIssueActivity, insertDriftIssueComment } from '@driftwatch/db';
import type { OrganizationScope } from '../../auth/request-scope.js';
import type { ServerContext } from '../../server-context.js';
import { requireDriftIssue } from './require-drift-issue.js';
import { toDriftIssueComment } from './to-drift-issue-comment.js';

export interface AddIssueCommentInput {
  scope: OrganizationScope;
  /** The issue's id or its DRIFT-<n> key. */
  idOrKey: string;
  comment: string;
}

export async function addIssueComment(
  context: ServerContext,
  input: AddIssueCommentInput,
): Promise<{ comment: DriftIssueComment }> {
  const { scope } = input;
  const { organizationId } = scope;
  const issue = await requireDriftIssue(context, { organizationId, idOrKey: input.idOrKey });
  const row = await context.db.transaction(async (tx) => {
    const inserted = await insertDriftIssueComment(tx, {
      organizationId,
      issueId: issue.id,
      userId: scope.user.id,
      authorName: scope.user.name,
      comment: input.comment,
    });
    await insertDriftIssueActivity(tx, [
      {
        organizationId,
        issueId: issue.id,
        kind: 'comment_added',
        actorUserId: scope.user.id,
        actorName: scope.user.name,
        note: input.comment,
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
  return { comment: toDriftIssueComment(row) };
}
