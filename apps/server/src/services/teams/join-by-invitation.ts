import {
  acceptPendingInvitation,
  countSeatedMembers,
  type Database,
  findOrganizationById,
  findPendingInvitation,
  findPrimaryMembership,
  insertMember,
  lockOrganizationPlan,
  lockUser,
  type OrganizationRow,
  recordAuditEvent,
  type UserRow,
} from '@driftwatch/db';
import { requestFailed } from '../../http/app-error.js';

function invalidInvitation() {
  return requestFailed('invalid_token', 'This invitation is invalid or has expired');
}

/**
 * A member who joins takes a free seat when there is one; with every seat taken they join without
 * one, and an admin assigns a seat (after adding or freeing one) from the Teams screen.
 */
async function hasFreeSeat(db: Database, organizationId: string, assignedSeats: number | undefined) {
  return (await countSeatedMembers(db, organizationId)) < (assignedSeats ?? 1);
}

/**
 * Checks, without using it, that an invitation can be accepted by this email address. Takes the
 * token's hash: a sign-up waiting for its confirmation keeps only the hash.
 */
export async function assertInvitationFor(
  db: Database,
  tokenHash: string,
  email: string,
  now: Date,
): Promise<void> {
  const invitation = await findPendingInvitation(db, tokenHash, now);
  if (!invitation) throw invalidInvitation();
  if (invitation.email !== email) {
    throw requestFailed(
      'invitation_email_mismatch',
      'This invitation was sent to a different email address.',
      403,
    );
  }
}

/**
 * Uses the invitation (once) and adds the user to its organization with the invited role. The
 * invitation must be addressed to the user's email: a forwarded link cannot add someone else.
 */
export async function joinByInvitation(
  db: Database,
  { tokenHash, user, now }: { tokenHash: string; user: UserRow; now: Date },
): Promise<OrganizationRow> {
  await assertInvitationFor(db, tokenHash, user.email, now);
  return db.transaction(async (tx) => {
    await lockUser(tx, user.id);
    if (await findPrimaryMembership(tx, user.id)) {
      throw requestFailed('already_in_organization', 'You already belong to an organization.', 409);
    }
    const invitation = await acceptPendingInvitation(tx, tokenHash, now);
    if (!invitation) throw invalidInvitation();
    const organization = await findOrganizationById(tx, invitation.organizationId);
    if (!organization) throw invalidInvitation();
    // The plan row is the lock: two invitees cannot both take the last seat.
    const plan = await lockOrganizationPlan(tx, organization.id);
    const hasSeat = await hasFreeSeat(tx, organization.id, plan?.assignedSeats);
    await insertMember(tx, {
      hasSeat,
      organizationId: organization.id,
      userId: user.id,
      email: user.email,
      role: invitation.role,
      canManageTeam: invitation.role !== 'member',
      joinedAt: now,
    });
    await recordAuditEvent(tx, {
      action: 'organization.member_joined',
      organizationId: organization.id,
      actorUserId: user.id,
      targetType: 'invitation',
      targetId: invitation.id,
      metadata: { role: invitation.role, hasSeat },
    });
    return organization;
  });
}
