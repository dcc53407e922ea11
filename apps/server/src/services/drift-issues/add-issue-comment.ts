import type { DriftIssueComment } from '@driftwatch/contract';
import { insertDriftIssueComment } from '@driftwatch/db';
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
  const issue = await requireDriftIssue(context, {
    organizationId: scope.organizationId,
    idOrKey: input.idOrKey,
  });
  const row = await insertDriftIssueComment(context.db, {
    organizationId: scope.organizationId,
    issueId: issue.id,
    userId: scope.user.id,
    authorName: scope.user.name,
    comment: input.comment,
  });
  return { comment: toDriftIssueComment(row) };
}
