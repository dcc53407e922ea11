import type { UpdateSeatResponse } from '@driftwatch/contract';
import {
  countSeatedMembers,
  findMemberById,
  lockOrganizationPlan,
  recordAuditEvent,
  setMemberSeat,
} from '@driftwatch/db';
import type { Authentication } from '../../auth/authenticate.js';
import { notFound, requestFailed } from '../../http/app-error.js';
import type { ServerContext } from '../../server-context.js';
import { requireActiveTeamManager } from './require-team-manager.js';
import { toMember } from './to-member.js';

/** Assigns or frees a member's seat; assigning needs a free seat of the organization's plan. */
export interface UpdateMemberSeatInput {
  authentication: Authentication;
  organizationId: string;
  memberId: string;
  hasSeat: boolean;
}

export async function updateMemberSeat(
  context: ServerContext,
  { authentication, organizationId, memberId, hasSeat }: UpdateMemberSeatInput,
): Promise<UpdateSeatResponse> {
  await requireActiveTeamManager(context.db, organizationId, authentication.user.id);
  const member = await context.db.transaction(async (tx) => {
    // The plan row is the lock: two assignments at once cannot both take the last seat.
    const plan = await lockOrganizationPlan(tx, organizationId);
    const found = await findMemberById(tx, organizationId, memberId);
    if (!found) throw notFound();
    if (hasSeat && !found.hasSeat) {
      if (!found.userId) throw requestFailed('cannot_assign_seat', 'Cannot assign seat', 409);
      const used = await countSeatedMembers(tx, organizationId);
      if (used >= (plan?.assignedSeats ?? 1)) {
        throw requestFailed(
          'seat_limit_reached',
          'Seat limit reached: No available seats. Increase seats in Billing or free a seat.',
          409,
        );
      }
    }
    await setMemberSeat(tx, organizationId, memberId, hasSeat);
    await recordAuditEvent(tx, {
      action: hasSeat ? 'organization.seat_assigned' : 'organization.seat_removed',
      organizationId,
      actorUserId: authentication.user.id,
      targetType: 'member',
      targetId: memberId,
    });
    return { ...found, hasSeat };
  });
  return {
    success: true,
    member: toMember(member),
    message: hasSeat ? 'Seat assigned' : 'Seat removed',
  };
}
