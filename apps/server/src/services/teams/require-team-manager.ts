import { memberCanManageTeam } from '@driftwatch/contract';
import { type Database, findOrganizationById, type MemberRow, type OrganizationRow } from '@driftwatch/db';
import { requireMembership } from '../../auth/require-membership.js';
import { forbidden, notFound, requestFailed } from '../../http/app-error.js';

/**
 * Owners, admins and members granted can_manage_team change the team, and only while the
 * organization is active (a suspended one keeps its members as they are).
 */
export async function requireActiveTeamManager(
  db: Database,
  organizationId: string,
  userId: string,
): Promise<{ membership: MemberRow; organization: OrganizationRow }> {
  const membership = await requireMembership(db, organizationId, userId);
  if (!memberCanManageTeam(membership)) throw forbidden();
  const organization = await findOrganizationById(db, organizationId);
  if (!organization) throw notFound();
  if (organization.status !== 'active') {
    throw requestFailed(
      'organization_suspended',
      'This is disabled while the organization is suspended.',
      409,
    );
  }
  return { membership, organization };
}
