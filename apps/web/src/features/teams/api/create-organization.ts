import {
  type CreateOrganizationRequest,
  createOrganizationResponseSchema,
  routes,
} from '@driftwatch/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { MutationOptionsFor } from '../../../lib/mutation-options';
import { sessionKeys } from '../../auth';
import { teamsQueryKeys } from './teams-query-keys';

function createOrganization(payload: CreateOrganizationRequest) {
  return apiRequest({
    method: 'POST',
    path: routes.teams.organizations,
    schema: createOrganizationResponseSchema,
    body: payload,
  });
}

/** The profile changes too (the user is now in an organization), so the session is refreshed. */
export function useCreateOrganization(options: MutationOptionsFor<typeof createOrganization> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: createOrganization,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: teamsQueryKeys.all }),
        queryClient.invalidateQueries({ queryKey: sessionKeys.all }),
      ]);
    },
  });
}
