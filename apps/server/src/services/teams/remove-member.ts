import type { RemoveMemberResponse } from '@driftwatch/contract';
import { deleteMember, findMemberById, notifyLiveAccessChange, recordAuditEvent } from '@driftwatch/db';
import type { Authentication } from '../../auth/authenticate.js';
import { notFound, requestFailed } from '../../http/app-error.js';
import type { ServerContext } from '../../server-context.js';
import { requireActiveTeamManager } from './require-team-manager.js';

export async function removeMember(
  context: ServerContext,
  {
    authentication,
    organizationId,
    memberId,
  }: { authentication: Authentication; organizationId: string; memberId: string },
): Promise<RemoveMemberResponse> {
  await requireActiveTeamManager(context.db, organizationId, authentication.user.id);
  const member = await findMemberById(context.db, organizationId, memberId);
  if (!member) throw notFound();
  if (member.role === 'owner') {
    throw requestFailed('cannot_remove_owner', 'The owner of an organization cannot be removed.', 409);
  }
  await context.db.transaction(async (tx) => {
    await deleteMember(tx, organizationId, memberId);
    await recordAuditEvent(tx, {
      action: 'organization.member_removed',
      organizationId,
      actorUserId: authentication.user.id,
      targetType: 'member',
      targetId: memberId,
      metadata: { email: member.email, role: member.role },
    });
  });
  // Their open live streams close now rather than at the next heartbeat; after the commit, so the
  // streams' re-check no longer finds the membership.
  if (member.userId) await notifyLiveAccessChange(context.db, { userId: member.userId, organizationId });
  return { success: true, message: `${member.name ?? member.email} was removed from the team` };
}
