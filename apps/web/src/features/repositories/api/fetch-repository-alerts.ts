import { alertListResponseSchema, pathFor, routes } from '@driftwatch/contract';
import { apiRequest } from '../../../lib/api-client';

export function fetchRepositoryAlerts(id: string, signal?: AbortSignal) {
  return apiRequest({
    path: pathFor(routes.repositories.alerts, { id }),
    schema: alertListResponseSchema,
    signal,
  });
}
