import type { PlanMembersResponse } from '@driftwatch/contract';
import { findOrganizationPlan, listMembers } from '@driftwatch/db';
import type { OrganizationScope } from '../../auth/request-scope.js';
import type { ServerContext } from '../../server-context.js';
import { toMember } from '../teams/to-member.js';

/** The organization's members with who holds a seat, against the seats the plan pays for. */
export async function listPlanMembers(
  context: ServerContext,
  scope: OrganizationScope,
): Promise<PlanMembersResponse> {
  const [members, plan] = await Promise.all([
    listMembers(context.db, scope.organizationId),
    findOrganizationPlan(context.db, scope.organizationId),
  ]);
  return {
    members: members.map(toMember),
    assigned_seats: plan?.assignedSeats ?? 1,
    used_seats: members.filter((member) => member.hasSeat).length,
  };
}
