import {
  pathFor,
  repositoryResponseSchema,
  routes,
  type UpdateRepositoryConfigRequest,
} from '@driftwatch/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-roots';

function updateRepositoryConfig(id: string, payload: UpdateRepositoryConfigRequest) {
  return apiRequest({
    method: 'PUT',
    path: pathFor(routes.repositories.config, { id }),
    schema: repositoryResponseSchema,
    body: payload,
  });
}

export function useUpdateRepositoryConfig(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: UpdateRepositoryConfigRequest) => updateRepositoryConfig(id, payload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryRoots.repositories }),
  });
}
