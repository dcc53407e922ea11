import { pathFor, revokeInvitationResponseSchema, routes } from '@driftwatch/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { MutationOptionsFor } from '../../../lib/mutation-options';
import { teamsQueryKeys } from './teams-query-keys';

function revokeInvitation({
  organizationId,
  invitationId,
}: {
  organizationId: string;
  invitationId: string;
}) {
  return apiRequest({
    method: 'DELETE',
    path: pathFor(routes.teams.invitationOfOrganization, { id: organizationId, invitationId }),
    schema: revokeInvitationResponseSchema,
  });
}

export function useRevokeInvitation(options: MutationOptionsFor<typeof revokeInvitation> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: revokeInvitation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamsQueryKeys.all }),
  });
}
