import {
  pathFor,
  repositoryResponseSchema,
  routes,
  type UpdateRepositoryConfigRequest,
} from '@driftwatch/contract';
import { apiRequest } from '../../../lib/api-client';

export function updateRepositoryConfig(id: string, payload: UpdateRepositoryConfigRequest) {
  return apiRequest({
    method: 'PUT',
    path: pathFor(routes.repositories.config, { id }),
    schema: repositoryResponseSchema,
    body: payload,
  });
}
