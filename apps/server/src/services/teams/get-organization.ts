import type { OrganizationDetailsResponse } from '@driftwatch/contract';
import { findOrganizationById, listMembers, listPendingInvitations } from '@driftwatch/db';
import type { Authentication } from '../../auth/authenticate.js';
import { requireMembership } from '../../auth/require-membership.js';
import { notFound } from '../../http/app-error.js';
import type { ServerContext } from '../../server-context.js';
import { toMember } from './to-member.js';
import { loadOrganization } from './to-organization.js';

export async function getOrganization(
  context: ServerContext,
  { authentication, organizationId }: { authentication: Authentication; organizationId: string },
): Promise<OrganizationDetailsResponse> {
  await requireMembership(context.db, organizationId, authentication.user.id);
  const row = await findOrganizationById(context.db, organizationId);
  if (!row) throw notFound();
  const [members, invitations] = await Promise.all([
    listMembers(context.db, organizationId),
    listPendingInvitations(context.db, organizationId, context.clock.now()),
  ]);
  return {
    organization: await loadOrganization(context.db, row),
    members: members.map(toMember),
    invitations: invitations.map((invitation) => ({
      id: invitation.id,
      email: invitation.email,
      role: invitation.role,
      created_at: invitation.createdAt.toISOString(),
      expires_at: invitation.expiresAt.toISOString(),
      inviter: invitation.inviterName,
      org_name: row.name,
      // Only the hash is stored; the token itself exists only in the invitation email.
      token: null,
    })),
  };
}
