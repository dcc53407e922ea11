import { driftIssueCommentListResponseSchema, pathFor, routes } from '@driftwatch/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-roots';

export const driftIssueCommentsQueryKey = (issueId: string) =>
  [...queryRoots.driftIssues, 'comments', issueId] as const;

function fetchDriftIssueComments(issueId: string, signal?: AbortSignal) {
  return apiRequest({
    path: pathFor(routes.driftIssues.comments, { id: issueId }),
    schema: driftIssueCommentListResponseSchema,
    signal,
  });
}

/** The issue's comments, oldest first, so a conversation reads top to bottom. */
export function useDriftIssueComments(issueId: string) {
  return useQuery({
    queryKey: driftIssueCommentsQueryKey(issueId),
    queryFn: ({ signal }) => fetchDriftIssueComments(issueId, signal),
    select: (response) => response.comments.toSorted((a, b) => a.created_at.localeCompare(b.created_at)),
  });
}
