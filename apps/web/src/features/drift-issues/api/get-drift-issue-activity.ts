import { driftIssueActivityResponseSchema, pathFor, routes } from '@driftwatch/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-roots';

function fetchDriftIssueActivity(id: string, signal?: AbortSignal) {
  return apiRequest({
    path: pathFor(routes.driftIssues.activity, { id }),
    schema: driftIssueActivityResponseSchema,
    signal,
  });
}

/** Under `drift-issues`, so live issue and scan events refresh it like the issue itself. */
export const driftIssueActivityKey = (id: string) => [...queryRoots.driftIssues, 'activity', id] as const;

/** The issue's history, oldest first; the timeline and the Activity tab share one request. */
export function useDriftIssueActivity(id: string) {
  return useQuery({
    queryKey: driftIssueActivityKey(id),
    queryFn: ({ signal }) => fetchDriftIssueActivity(id, signal),
    select: (response) => response.activity,
  });
}
