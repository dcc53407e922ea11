import type { RevokeInvitationResponse } from '@driftwatch/contract';
import { recordAuditEvent, revokeInvitation as revokeInvitationRow } from '@driftwatch/db';
import type { Authentication } from '../../auth/authenticate.js';
import { notFound } from '../../http/app-error.js';
import type { ServerContext } from '../../server-context.js';
import { requireActiveTeamManager } from './require-team-manager.js';

/** Withdraws an open invitation: its link answers "invalid or expired" from now on. */
export async function revokeInvitation(
  context: ServerContext,
  {
    authentication,
    organizationId,
    invitationId,
  }: { authentication: Authentication; organizationId: string; invitationId: string },
): Promise<RevokeInvitationResponse> {
  const { user } = authentication;
  await requireActiveTeamManager(context.db, organizationId, user.id);
  const now = context.clock.now();
  const revoked = await context.db.transaction(async (tx) => {
    const row = await revokeInvitationRow(tx, organizationId, invitationId, now);
    if (!row) throw notFound();
    await recordAuditEvent(tx, {
      action: 'organization.invitation_revoked',
      organizationId,
      actorUserId: user.id,
      targetType: 'invitation',
      targetId: row.id,
      metadata: { email: row.email },
    });
    return row;
  });
  return { success: true, message: `Invitation to ${revoked.email} revoked` };
}
