import { acceptInvitationResponseSchema, routes } from '@driftwatch/contract';
import { apiRequest } from '../../../lib/api-client';

export function acceptInvitation(token: string) {
  return apiRequest({
    method: 'POST',
    path: routes.teams.acceptInvitation,
    schema: acceptInvitationResponseSchema,
    body: { token },
  });
}
