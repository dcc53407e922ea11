import { invitationDetailsResponseSchema, pathFor, routes } from '@driftwatch/contract';
import { apiRequest } from '../../../lib/api-client';

/** Invitation details are public: the visitor has not signed in yet. */
export function fetchInvitation(token: string, signal?: AbortSignal) {
  return apiRequest({
    path: pathFor(routes.teams.invitation, { token }),
    schema: invitationDetailsResponseSchema,
    auth: false,
    signal,
  });
}
