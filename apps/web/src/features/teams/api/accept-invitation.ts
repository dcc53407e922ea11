import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export function acceptInvitation(token: string) {
  return apiRequest({
    method: 'POST',
    path: '/api/teams/invitations/accept',
    schema: z.unknown(),
    body: { token },
  });
}
