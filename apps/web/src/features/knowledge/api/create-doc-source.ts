import { type CreateDocSourceRequest, createDocSourceResponseSchema, routes } from '@driftwatch/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-roots';

function createDocSource(payload: CreateDocSourceRequest) {
  return apiRequest({
    method: 'POST',
    path: routes.docSources.create,
    schema: createDocSourceResponseSchema,
    body: payload,
  });
}

/** Creates a source; with repositoryIds it is linked to them in the same call (the card's Create & Link). */
export function useCreateDocSource() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDocSource,
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryRoots.docSources });
      await queryClient.invalidateQueries({ queryKey: queryRoots.repositories });
    },
  });
}
