import type { InvitationDetailsResponse } from '@driftwatch/contract';
import { findOrganizationById, findPendingInvitation } from '@driftwatch/db';
import { hashToken } from '../../auth/tokens.js';
import { notFound } from '../../http/app-error.js';
import type { ServerContext } from '../../server-context.js';
import { toInvitation } from './to-invitation.js';

/** Public: the invitation page shows who invited whom before the visitor signs in. */
export async function getInvitation(
  context: ServerContext,
  token: string,
): Promise<InvitationDetailsResponse> {
  const invitation = await findPendingInvitation(context.db, hashToken(token), context.clock.now());
  if (!invitation) throw notFound();
  const organization = await findOrganizationById(context.db, invitation.organizationId);
  if (!organization) throw notFound();
  return {
    invitation: toInvitation(invitation, organization.name),
    organization: {
      id: organization.id,
      name: organization.name,
      slug: organization.slug,
      logo_url: organization.logoUrl,
    },
  };
}
