import { repositoryListResponseSchema, repositoryRoutes } from '@driftwatch/contract';
import { apiRequest } from '../../../lib/api-client';

/** Connected and available repositories in one answer, connected first. */
export function fetchRepositories(signal?: AbortSignal) {
  return apiRequest({ path: repositoryRoutes.list, schema: repositoryListResponseSchema, signal });
}
