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

/** The sources linked to a repository, with their pages; the card's page total needs them before it is opened. */
export function useRepositoryDocSources(id: string) {
  return useQuery({
    queryKey: repositoryDocSourcesQueryKey(id),
    queryFn: ({ signal }) => fetchRepositoryDocSources(id, signal),
  });
}
