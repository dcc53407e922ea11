import { pathFor, removeMemberResponseSchema, routes } from '@driftwatch/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { MutationOptionsFor } from '../../../lib/mutation-options';
import { teamsQueryKeys } from './teams-query-keys';

function removeMember({ organizationId, memberId }: { organizationId: string; memberId: string }) {
  return apiRequest({
    method: 'DELETE',
    path: pathFor(routes.teams.member, { id: organizationId, memberId }),
    schema: removeMemberResponseSchema,
  });
}

export function useRemoveMember(options: MutationOptionsFor<typeof removeMember> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: removeMember,
    onSettled: () => queryClient.invalidateQueries({ queryKey: teamsQueryKeys.all }),
  });
}
