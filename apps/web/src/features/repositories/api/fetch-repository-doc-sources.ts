import { pathFor, repositoryDocSourcesResponseSchema, routes } from '@driftwatch/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-roots';

function fetchRepositoryDocSources(id: string, signal?: AbortSignal) {
  return apiRequest({
    path: pathFor(routes.repositories.docSources, { id }),
    schema: repositoryDocSourcesResponseSchema,
    signal,
  });
}

const repositoryDocSourcesQueryKey = (id: string) => [...queryRoots.repositories, 'doc-sources', id] as const;

/** Loaded when the card's external-docs section is opened. */
export function useRepositoryDocSources(id: string, enabled: boolean) {
  return useQuery({
    queryKey: repositoryDocSourcesQueryKey(id),
    queryFn: ({ signal }) => fetchRepositoryDocSources(id, signal),
    enabled,
  });
}
