import { pathFor, routes, successMessageSchema } from '@driftwatch/contract';
import { apiRequest } from '../../../lib/api-client';

export function disconnectRepository(id: string) {
  return apiRequest({
    method: 'DELETE',
    path: pathFor(routes.repositories.repository, { id }),
    schema: successMessageSchema,
  });
}
