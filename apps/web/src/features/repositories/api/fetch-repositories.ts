import { repositoryListResponseSchema, routes } from '@driftwatch/contract';
import { apiRequest } from '../../../lib/api-client';

/** Connected and available repositories in one answer, connected first. */
export function fetchRepositories(signal?: AbortSignal) {
  return apiRequest({ path: routes.repositories.list, schema: repositoryListResponseSchema, signal });
}
