import { pathFor, routes, updateSeatResponseSchema } from '@driftwatch/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { MutationOptionsFor } from '../../../lib/mutation-options';
import { teamsQueryKeys } from './teams-query-keys';

function updateMemberSeat({
  organizationId,
  memberId,
  hasSeat,
}: {
  organizationId: string;
  memberId: string;
  hasSeat: boolean;
}) {
  return apiRequest({
    method: 'PUT',
    path: pathFor(routes.teams.memberSeat, { id: organizationId, memberId }),
    schema: updateSeatResponseSchema,
    body: { has_seat: hasSeat },
  });
}

export function useUpdateMemberSeat(options: MutationOptionsFor<typeof updateMemberSeat> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: updateMemberSeat,
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamsQueryKeys.all }),
  });
}
