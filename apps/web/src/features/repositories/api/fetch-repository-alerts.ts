import { alertListResponseSchema, pathFor, routes } from '@driftwatch/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-roots';

function fetchRepositoryAlerts(id: string, signal?: AbortSignal) {
  return apiRequest({
    path: pathFor(routes.repositories.alerts, { id }),
    schema: alertListResponseSchema,
    signal,
  });
}

const repositoryAlertsQueryKey = (id: string) => [...queryRoots.repositories, 'alerts', id] as const;

/** Loaded when the alert history dialog opens. */
export function useRepositoryAlerts(id: string, enabled: boolean) {
  return useQuery({
    queryKey: repositoryAlertsQueryKey(id),
    queryFn: ({ signal }) => fetchRepositoryAlerts(id, signal),
    enabled,
  });
}
