import { driftIssueStatsResponseSchema, routes } from '@driftwatch/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-roots';

function fetchDriftIssueStats(repository: string, signal?: AbortSignal) {
  return apiRequest({
    path: routes.driftIssues.stats,
    schema: driftIssueStatsResponseSchema,
    query: { repository },
    signal,
  });
}

const driftIssueStatsQueryKey = (repository: string) =>
  [...queryRoots.driftIssues, 'stats', repository] as const;

export function useDriftIssueStats(repository: string) {
  return useQuery({
    queryKey: driftIssueStatsQueryKey(repository),
    queryFn: ({ signal }) => fetchDriftIssueStats(repository, signal),
  });
}
