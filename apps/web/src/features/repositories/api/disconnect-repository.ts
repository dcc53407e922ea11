import { repositoryRoutes, successMessageSchema } from '@driftwatch/contract';
import { apiRequest } from '../../../lib/api-client';
import { pathWith } from '../lib/path-with';

export function disconnectRepository(id: string) {
  return apiRequest({
    method: 'DELETE',
    path: pathWith(repositoryRoutes.repository, { id }),
    schema: successMessageSchema,
  });
}
