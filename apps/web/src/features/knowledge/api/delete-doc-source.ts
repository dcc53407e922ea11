import { deleteDocSourceResponseSchema, pathFor, routes } from '@driftwatch/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-roots';

function deleteDocSource(id: string) {
  return apiRequest({
    method: 'DELETE',
    path: pathFor(routes.docSources.source, { id }),
    schema: deleteDocSourceResponseSchema,
  });
}

export function useDeleteDocSource(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteDocSource(id),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryRoots.docSources });
      await queryClient.invalidateQueries({ queryKey: queryRoots.repositories });
    },
  });
}
