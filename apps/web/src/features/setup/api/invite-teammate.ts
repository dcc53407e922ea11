import { inviteMemberResponseSchema, pathFor, routes } from '@driftwatch/contract';
import { apiRequest } from '../../../lib/api-client';

/** Teammates invited from the setup wizard join as members. */
export function inviteTeammate(organizationId: string, email: string) {
  return apiRequest({
    method: 'POST',
    path: pathFor(routes.teams.invite, { id: organizationId }),
    schema: inviteMemberResponseSchema,
    body: { email, role: 'member' },
  });
}
