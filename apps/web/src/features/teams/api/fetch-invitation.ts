import { invitationDetailsResponseSchema, pathFor, routes } from '@driftwatch/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Invitation details are public: the visitor has not signed in yet. */
function fetchInvitation(token: string, signal?: AbortSignal) {
  return apiRequest({
    path: pathFor(routes.teams.invitation, { token }),
    schema: invitationDetailsResponseSchema,
    auth: false,
    signal,
  });
}

const invitationQueryKey = (token: string) => ['invitation', token] as const;

/** An invalid or expired token is an answer, not a hiccup: no retry. */
export function useInvitation(token: string) {
  return useQuery({
    queryKey: invitationQueryKey(token),
    queryFn: ({ signal }) => fetchInvitation(token, signal),
    retry: false,
  });
}
