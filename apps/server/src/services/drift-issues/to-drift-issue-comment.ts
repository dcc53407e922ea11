import type { DriftIssueComment } from '@driftwatch/contract';
import type { DriftIssueCommentRow } from '@driftwatch/db';

export function toDriftIssueComment(row: DriftIssueCommentRow): DriftIssueComment {
  return {
    id: row.id,
    comment: row.comment,
    author: { id: row.userId, name: row.authorName },
    created_at: row.createdAt.toISOString(),
  };
}
