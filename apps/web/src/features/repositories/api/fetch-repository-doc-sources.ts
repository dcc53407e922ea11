import { pathFor, repositoryDocSourcesResponseSchema, routes } from '@driftwatch/contract';
import { apiRequest } from '../../../lib/api-client';

export function fetchRepositoryDocSources(id: string, signal?: AbortSignal) {
  return apiRequest({
    path: pathFor(routes.repositories.docSources, { id }),
    schema: repositoryDocSourcesResponseSchema,
    signal,
  });
}
