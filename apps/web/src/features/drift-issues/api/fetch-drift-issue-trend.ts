import { driftIssueTrendResponseSchema, routes } from '@driftwatch/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-roots';

/** Open, created and resolved issues per UTC day over the last `days` days; "all" means every repository. */
function fetchDriftIssueTrend(repositoryId: string, days: number, signal?: AbortSignal) {
  return apiRequest({
    path: routes.driftIssues.trend,
    schema: driftIssueTrendResponseSchema,
    query: { repositoryId, days },
    signal,
  });
}

const driftIssueTrendQueryKey = (repository: string, days: number) =>
  [...queryRoots.driftIssues, 'trend', repository, days] as const;

/**
 * The server's daily history for the chart. It sits under the drift-issues root, so live issue and
 * scan events and status changes refresh it with the list.
 */
export function useDriftIssueTrend(repository: string, days: number) {
  return useQuery({
    queryKey: driftIssueTrendQueryKey(repository, days),
    queryFn: ({ signal }) => fetchDriftIssueTrend(repository, days, signal),
    // Switching the range or repository keeps the old curve on screen until the new one arrives.
    placeholderData: (previous) => previous,
  });
}
