import { dashboardActivityResponseSchema, routes } from '@driftwatch/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-roots';

const pageSize = 8;

function getDashboardActivity(cursor: string | null, signal?: AbortSignal) {
  return apiRequest({
    path: routes.dashboard.activity,
    schema: dashboardActivityResponseSchema,
    query: { limit: pageSize, ...(cursor ? { cursor } : {}) },
    signal,
  });
}

const dashboardActivityQueryKey = [...queryRoots.dashboard, 'activity'] as const;

/** The organization's recent activity, newest first; "Show more" loads the next older page. */
export function useDashboardActivity() {
  return useInfiniteQuery({
    queryKey: dashboardActivityQueryKey,
    queryFn: ({ pageParam, signal }) => getDashboardActivity(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.next_cursor,
  });
}
