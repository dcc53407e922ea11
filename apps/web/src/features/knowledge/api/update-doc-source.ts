import { docSourceResponseSchema, pathFor, routes, type UpdateDocSourceRequest } from '@driftwatch/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-roots';

function updateDocSource(id: string, payload: UpdateDocSourceRequest) {
  return apiRequest({
    method: 'PUT',
    path: pathFor(routes.docSources.source, { id }),
    schema: docSourceResponseSchema,
    body: payload,
  });
}

export function useUpdateDocSource(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: UpdateDocSourceRequest) => updateDocSource(id, payload),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryRoots.docSources });
      await queryClient.invalidateQueries({ queryKey: queryRoots.repositories });
    },
  });
}
