import { docSourceRepositoriesResponseSchema, docSourceRoutes, pathFor } from '@driftwatch/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { docSourcesQueryKeys } from './doc-sources-query-keys';

function fetchDocSourceRepositories(id: string, signal?: AbortSignal) {
  return apiRequest({
    path: pathFor(docSourceRoutes.repositories, { id }),
    schema: docSourceRepositoriesResponseSchema,
    signal,
  });
}

/** The repositories whose code a source's pages are checked against. */
export function useDocSourceRepositories(id: string) {
  return useQuery({
    queryKey: docSourcesQueryKeys.repositories(id),
    queryFn: ({ signal }) => fetchDocSourceRepositories(id, signal),
  });
}
