import {
  repositoryResponseSchema,
  repositoryRoutes,
  type UpdateRepositoryConfigRequest,
} from '@driftwatch/contract';
import { apiRequest } from '../../../lib/api-client';
import { pathWith } from '../lib/path-with';

export function updateRepositoryConfig(id: string, payload: UpdateRepositoryConfigRequest) {
  return apiRequest({
    method: 'PUT',
    path: pathWith(repositoryRoutes.config, { id }),
    schema: repositoryResponseSchema,
    body: payload,
  });
}
