import { type ConnectRepositoryRequest, connectRepositoryResponseSchema, routes } from '@driftwatch/contract';
import { apiRequest } from '../../../lib/api-client';

/** Connects with the default on-push schedule; the server applies the default mapping and queues a scan. */
export function connectRepository(payload: ConnectRepositoryRequest) {
  return apiRequest({
    method: 'POST',
    path: routes.repositories.connect,
    schema: connectRepositoryResponseSchema,
    body: {
      scanSchedule: { type: 'onPush', detectAPIChanges: true, detectBreaking: true },
      meta: { tags: [], notes: '' },
      ...payload,
    },
  });
}
