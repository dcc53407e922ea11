import { dashboardNotificationsResponseSchema, routes } from '@driftwatch/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-roots';

function getRecentNotifications(signal?: AbortSignal) {
  return apiRequest({
    path: routes.dashboard.notifications,
    schema: dashboardNotificationsResponseSchema,
    signal,
  });
}

const recentNotificationsQueryKey = [...queryRoots.dashboard, 'notifications'] as const;

export function useRecentNotifications() {
  return useQuery({
    queryKey: recentNotificationsQueryKey,
    queryFn: ({ signal }) => getRecentNotifications(signal),
  });
}
