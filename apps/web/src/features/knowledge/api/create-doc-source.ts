import {
  type CreateDocSourceRequest,
  createDocSourceResponseSchema,
  docSourceRoutes,
} from '@driftwatch/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-roots';

export function createDocSource(payload: CreateDocSourceRequest) {
  return apiRequest({
    method: 'POST',
    path: docSourceRoutes.list,
    schema: createDocSourceResponseSchema,
    body: payload,
  });
}

export function useCreateDocSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDocSource,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryRoots.docSources }),
  });
}
