import type { FastifyRequest } from 'fastify';
import { type Authentication, requireAuthentication } from '../../auth/authenticate.js';
import type { CoreLoopContext } from '../../services/repositories/core-loop-context.js';
import { requireWorkingOrganization } from '../../services/repositories/require-working-organization.js';

export interface RequestScope {
  authentication: Authentication;
  organizationId: string;
  userId: string;
}

/** The signed-in user and the organization every repository and issue call is scoped by. */
export async function requestScope(context: CoreLoopContext, request: FastifyRequest): Promise<RequestScope> {
  const authentication = requireAuthentication(request);
  const membership = await requireWorkingOrganization(context, authentication);
  return { authentication, organizationId: membership.organizationId, userId: authentication.user.id };
}
