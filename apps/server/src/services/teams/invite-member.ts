import type { InviteMemberResponse, inviteMemberRequestSchema } from '@driftwatch/contract';
import {
  findMemberByEmail,
  insertInvitation,
  recordAuditEvent,
  revokePendingInvitations,
} from '@driftwatch/db';
import type { z } from 'zod';
import type { Authentication } from '../../auth/authenticate.js';
import { generateToken, hashToken } from '../../auth/tokens.js';
import { requestFailed } from '../../http/app-error.js';
import type { ServerContext } from '../../server-context.js';
import { sendMailInBackground } from '../auth/send-mail-in-background.js';
import { invitationEmail } from './invitation-email.js';
import { requireActiveTeamManager } from './require-team-manager.js';
import { toInvitation } from './to-invitation.js';

/** How long an invitation link works; resending starts it again. */
export const invitationLifetimeMs = 7 * 24 * 60 * 60 * 1000;

/** Owners, admins and members with can_manage_team invite, and only while the organization is active. */
export interface InviteMemberInput {
  authentication: Authentication;
  organizationId: string;
  invitation: z.output<typeof inviteMemberRequestSchema>;
}

export async function inviteMember(
  context: ServerContext,
  { authentication, organizationId, invitation: input }: InviteMemberInput,
): Promise<InviteMemberResponse> {
  const { user } = authentication;
  const { organization } = await requireActiveTeamManager(context.db, organizationId, user.id);
  if (await findMemberByEmail(context.db, organizationId, input.email)) {
    throw requestFailed('already_member', `${input.email} is already a member of ${organization.name}.`, 409);
  }

  const token = generateToken();
  const now = context.clock.now();
  const invitation = await context.db.transaction(async (tx) => {
    await revokePendingInvitations(tx, organizationId, input.email, now);
    const created = await insertInvitation(tx, {
      organizationId,
      email: input.email,
      role: input.role,
      tokenHash: hashToken(token),
      invitedBy: user.id,
      expiresAt: new Date(now.getTime() + invitationLifetimeMs),
    });
    await recordAuditEvent(tx, {
      action: 'organization.member_invited',
      organizationId,
      actorUserId: user.id,
      targetType: 'invitation',
      targetId: created.id,
      metadata: { email: input.email, role: input.role },
    });
    return created;
  });
  sendMailInBackground(
    context,
    invitationEmail({
      to: input.email,
      inviterName: user.name,
      organizationName: organization.name,
      publicUrl: context.config.publicUrl,
      token,
    }),
  );
  return {
    success: true,
    invitation: toInvitation({ ...invitation, inviterName: user.name }, organization.name, token),
    message: `Invitation sent to ${input.email}`,
  };
}
