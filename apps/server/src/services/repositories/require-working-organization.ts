import { findPrimaryMembership, type MemberRow } from '@driftwatch/db';
import type { Authentication } from '../../auth/authenticate.js';
import { forbidden } from '../../http/app-error.js';
import type { ServerContext } from '../../server-context.js';

/**
 * The organization a signed-in user works in; every repository and issue call is scoped by it.
 * Users without one are sent to /setup by the app, so here they simply may not act.
 */
export async function requireWorkingOrganization(
  context: Pick<ServerContext, 'db'>,
  authentication: Authentication,
): Promise<MemberRow> {
  const membership = await findPrimaryMembership(context.db, authentication.user.id);
  if (!membership) throw forbidden();
  return membership;
}
