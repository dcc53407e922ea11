import { dashboardStatsResponseSchema, routes } from '@driftwatch/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-roots';

function getDashboardStats(signal?: AbortSignal) {
  return apiRequest({ path: routes.dashboard.stats, schema: dashboardStatsResponseSchema, signal });
}

const dashboardStatsQueryKey = [...queryRoots.dashboard, 'stats'] as const;

export function useDashboardStats() {
  return useQuery({ queryKey: dashboardStatsQueryKey, queryFn: ({ signal }) => getDashboardStats(signal) });
}
