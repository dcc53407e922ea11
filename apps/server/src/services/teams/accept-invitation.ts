import type { AcceptInvitationResponse } from '@driftwatch/contract';
import type { Authentication } from '../../auth/authenticate.js';
import { hashToken } from '../../auth/tokens.js';
import type { ServerContext } from '../../server-context.js';
import { joinByInvitation } from './join-by-invitation.js';
import { loadOrganization } from './to-organization.js';

export async function acceptInvitation(
  context: ServerContext,
  { authentication, token }: { authentication: Authentication; token: string },
): Promise<AcceptInvitationResponse> {
  const organization = await joinByInvitation(context.db, {
    tokenHash: hashToken(token),
    user: authentication.user,
    now: context.clock.now(),
  });
  return {
    success: true,
    organization: await loadOrganization(context.db, organization),
    message: `You joined ${organization.name}`,
  };
}
