import type { ResendInvitationResponse } from '@driftwatch/contract';
import { recordAuditEvent, renewInvitation } from '@driftwatch/db';
import type { Authentication } from '../../auth/authenticate.js';
import { generateToken, hashToken } from '../../auth/tokens.js';
import { notFound } from '../../http/app-error.js';
import type { ServerContext } from '../../server-context.js';
import { sendMailInBackground } from '../auth/send-mail-in-background.js';
import { invitationEmail } from './invitation-email.js';
import { invitationLifetimeMs } from './invite-member.js';
import { requireActiveTeamManager } from './require-team-manager.js';
import { toInvitation } from './to-invitation.js';

/**
 * Mails the invitation again with a new link and a new expiry. Only the hash of a token is stored,
 * so the old link cannot be re-sent: it is replaced, and stops working.
 */
export async function resendInvitation(
  context: ServerContext,
  {
    authentication,
    organizationId,
    invitationId,
  }: { authentication: Authentication; organizationId: string; invitationId: string },
): Promise<ResendInvitationResponse> {
  const { user } = authentication;
  const { organization } = await requireActiveTeamManager(context.db, organizationId, user.id);
  const token = generateToken();
  const now = context.clock.now();
  const invitation = await context.db.transaction(async (tx) => {
    const renewed = await renewInvitation(
      tx,
      organizationId,
      invitationId,
      { tokenHash: hashToken(token), expiresAt: new Date(now.getTime() + invitationLifetimeMs) },
      now,
    );
    if (!renewed) throw notFound();
    await recordAuditEvent(tx, {
      action: 'organization.invitation_resent',
      organizationId,
      actorUserId: user.id,
      targetType: 'invitation',
      targetId: renewed.id,
      metadata: { email: renewed.email },
    });
    return renewed;
  });
  sendMailInBackground(
    context,
    invitationEmail({
      to: invitation.email,
      inviterName: user.name,
      organizationName: organization.name,
      publicUrl: context.config.publicUrl,
      token,
    }),
  );
  return {
    success: true,
    invitation: toInvitation({ ...invitation, inviterName: user.name }, organization.name, token),
    message: `Invitation resent to ${invitation.email}`,
  };
}
