import { pathFor, routes, structuredDiffResponseSchema } from '@driftwatch/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-roots';

const structuredDiffQueryKey = (issueId: string) => [...queryRoots.driftIssues, 'diff', issueId] as const;

function fetchStructuredDiff(issueId: string, signal?: AbortSignal) {
  return apiRequest({
    path: pathFor(routes.driftIssues.structuredDiff, { id: issueId }),
    schema: structuredDiffResponseSchema,
    signal,
  });
}

/** The issue's commit as hunks and lines; the diff dialog and the Code Changes tab share one copy. */
export function useStructuredDiff(issueId: string, enabled: boolean) {
  return useQuery({
    queryKey: structuredDiffQueryKey(issueId),
    queryFn: ({ signal }) => fetchStructuredDiff(issueId, signal),
    enabled,
  });
}
