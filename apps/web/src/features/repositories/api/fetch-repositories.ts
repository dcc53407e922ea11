import {
  type AvailableRepository,
  type Repository,
  repositoryListResponseSchema,
  routes,
} from '@driftwatch/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-roots';

const repositoriesQueryKey = () => [...queryRoots.repositories, 'list'] as const;

/** Connected and available repositories in one answer, connected first. */
function fetchRepositories(signal?: AbortSignal) {
  return apiRequest({ path: routes.repositories.list, schema: repositoryListResponseSchema, signal });
}

export interface RepositoryLists {
  connected: Repository[];
  available: AvailableRepository[];
}

/** One call, split into the two tabs. */
export function useRepositories() {
  return useQuery({
    queryKey: repositoriesQueryKey(),
    queryFn: ({ signal }) => fetchRepositories(signal),
    select: (data): RepositoryLists => ({
      connected: data.repositories.filter((item): item is Repository => item.connected),
      available: data.repositories.filter((item): item is AvailableRepository => !item.connected),
    }),
  });
}
