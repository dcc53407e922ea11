import { pathFor, resendInvitationResponseSchema, routes } from '@driftwatch/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { MutationOptionsFor } from '../../../lib/mutation-options';
import { teamsQueryKeys } from './teams-query-keys';

function resendInvitation({
  organizationId,
  invitationId,
}: {
  organizationId: string;
  invitationId: string;
}) {
  return apiRequest({
    method: 'POST',
    path: pathFor(routes.teams.resendInvitation, { id: organizationId, invitationId }),
    schema: resendInvitationResponseSchema,
  });
}

export function useResendInvitation(options: MutationOptionsFor<typeof resendInvitation> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: resendInvitation,
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamsQueryKeys.all }),
  });
}
