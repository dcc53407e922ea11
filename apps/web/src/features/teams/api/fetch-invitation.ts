import { pathFor } from '@driftwatch/contract';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

// The contract has no invitation-details route yet; these fields follow the spec's Invitation entity.
const invitationDetailsSchema = z.object({
  invitation: z.object({
    email: z.string(),
    role: z.string(),
    inviter: z.string().nullable().optional(),
    org_name: z.string().optional(),
    expires_at: z.string().optional(),
  }),
  organization: z.object({ name: z.string() }).partial().optional(),
});
export type InvitationDetails = z.infer<typeof invitationDetailsSchema>;

export function fetchInvitation(token: string, signal?: AbortSignal) {
  return apiRequest({
    path: pathFor('/api/teams/invitations/:token', { token }),
    schema: invitationDetailsSchema,
    auth: false,
    signal,
  });
}
