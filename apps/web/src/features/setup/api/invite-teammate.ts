import { pathFor } from '@driftwatch/contract';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

// The contract has no invite route or schema yet; the path is the spec's and the success shape is
// not specified, so any JSON body is accepted.
const invitePath = '/api/teams/organizations/:id/invite';
const inviteResponseSchema = z.unknown();

export function inviteTeammate(organizationId: string, email: string) {
  return apiRequest({
    method: 'POST',
    path: pathFor(invitePath, { id: organizationId }),
    schema: inviteResponseSchema,
    body: { email, role: 'member' },
  });
}
