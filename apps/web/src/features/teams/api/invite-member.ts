import { type InviteMemberRequest, inviteMemberResponseSchema, pathFor, routes } from '@driftwatch/contract';
import { apiRequest } from '../../../lib/api-client';

/** One address per call: the form sends one call per address, in parallel. */
export function inviteMember({
  organizationId,
  ...invitation
}: InviteMemberRequest & { organizationId: string }) {
  return apiRequest({
    method: 'POST',
    path: pathFor(routes.teams.invite, { id: organizationId }),
    schema: inviteMemberResponseSchema,
    body: invitation,
  });
}
