import type { AvailableRepository, Repository } from '@driftwatch/contract';
import { useQuery } from '@tanstack/react-query';
import { fetchRepositories } from '../api/fetch-repositories';
import { repositoryKeys } from './repository-query-keys';

export interface RepositoryLists {
  connected: Repository[];
  available: AvailableRepository[];
}

/** One call, split into the two tabs. */
export function useRepositories() {
  return useQuery({
    queryKey: repositoryKeys.list(),
    queryFn: ({ signal }) => fetchRepositories(signal),
    select: (data): RepositoryLists => ({
      connected: data.repositories.filter((item): item is Repository => item.connected),
      available: data.repositories.filter((item): item is AvailableRepository => !item.connected),
    }),
  });
}
