import type { Invitation } from '@driftwatch/contract';
import type { PendingInvitation } from '@driftwatch/db';

/** The token is only known when the invitation is created; later reads show null. */
export function toInvitation(
  row: PendingInvitation,
  organizationName: string,
  token: string | null = null,
): Invitation {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    inviter: row.inviterName,
    org_name: organizationName,
    token,
  };
}
