import { connectRepositoryResponseSchema, routes } from '@driftwatch/contract';
import { apiRequest } from '../../../lib/api-client';

/** Builds and connects a sample repository that ships with Driftwatch (the server queues its first scan). */
export function connectSampleRepository(name?: string) {
  return apiRequest({
    method: 'POST',
    path: routes.repositories.connectSample,
    schema: connectRepositoryResponseSchema,
    body: name ? { name } : {},
  });
}
