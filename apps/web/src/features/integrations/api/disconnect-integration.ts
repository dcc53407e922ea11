import { deleteIntegrationResponseSchema, pathFor, routes } from '@driftwatch/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { MutationOptionsFor } from '../../../lib/mutation-options';
import { queryRoots } from '../../../lib/query-roots';

function disconnectIntegration(id: string) {
  return apiRequest({
    method: 'DELETE',
    path: pathFor(routes.integrations.integration, { id }),
    schema: deleteIntegrationResponseSchema,
  });
}

/** Disconnects an integration; every integration query reloads so the card shows Connect again. */
export function useDisconnectIntegration(options: MutationOptionsFor<typeof disconnectIntegration> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: disconnectIntegration,
    onSettled: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: queryRoots.integrations });
      await options.onSettled?.(...args);
    },
  });
}
