import { repositoryDocSourcesResponseSchema, repositoryRoutes } from '@driftwatch/contract';
import { apiRequest } from '../../../lib/api-client';
import { pathWith } from '../lib/path-with';

export function fetchRepositoryDocSources(id: string, signal?: AbortSignal) {
  return apiRequest({
    path: pathWith(repositoryRoutes.docSources, { id }),
    schema: repositoryDocSourcesResponseSchema,
    signal,
  });
}
