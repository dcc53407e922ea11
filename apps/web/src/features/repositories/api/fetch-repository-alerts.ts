import { alertListResponseSchema, repositoryRoutes } from '@driftwatch/contract';
import { apiRequest } from '../../../lib/api-client';
import { pathWith } from '../lib/path-with';

export function fetchRepositoryAlerts(id: string, signal?: AbortSignal) {
  return apiRequest({
    path: pathWith(repositoryRoutes.alerts, { id }),
    schema: alertListResponseSchema,
    signal,
  });
}
