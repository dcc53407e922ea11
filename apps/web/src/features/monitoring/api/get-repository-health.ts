import { dashboardRepositoriesResponseSchema, routes } from '@driftwatch/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-roots';

function getRepositoryHealth(signal?: AbortSignal) {
  return apiRequest({
    path: routes.dashboard.repositories,
    schema: dashboardRepositoriesResponseSchema,
    signal,
  });
}

const repositoryHealthQueryKey = [...queryRoots.dashboard, 'repositories'] as const;

export function useRepositoryHealth() {
  return useQuery({
    queryKey: repositoryHealthQueryKey,
    queryFn: ({ signal }) => getRepositoryHealth(signal),
  });
}
