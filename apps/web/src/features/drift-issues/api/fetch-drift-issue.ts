import { driftIssueResponseSchema, pathFor, routes } from '@driftwatch/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-roots';

function fetchDriftIssue(id: string, signal?: AbortSignal) {
  return apiRequest({
    path: pathFor(routes.driftIssues.issue, { id }),
    schema: driftIssueResponseSchema,
    signal,
  });
}

const driftIssueQueryKey = (idOrKey: string) => [...queryRoots.driftIssues, 'issue', idOrKey] as const;

/** One issue by id or key (DRIFT-12); the answer's data field is the issue. */
export function useDriftIssue(idOrKey: string) {
  return useQuery({
    queryKey: driftIssueQueryKey(idOrKey),
    queryFn: ({ signal }) => fetchDriftIssue(idOrKey, signal),
    select: (response) => response.data,
  });
}
