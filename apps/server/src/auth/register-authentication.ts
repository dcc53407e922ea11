import { findPrimaryMembership } from '@driftwatch/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../http/app-error.js';
import type { ServerContext } from '../server-context.js';
import { type Authentication, authenticate } from './authenticate.js';
import type { OrganizationScope } from './request-scope.js';

async function resolveScope(
  context: ServerContext,
  request: FastifyRequest,
): Promise<Authentication | OrganizationScope | null | undefined> {
  const auth = request.routeOptions.config.auth;
  if (auth === undefined) return undefined;
  // On routes open to visitors a stale token counts as no token instead of a 401.
  if (auth === 'optional') return authenticate(context, request).catch(() => null);
  const authentication = await authenticate(context, request);
  if (!authentication) throw unauthorized();
  if (auth === 'required') return authentication;
  // Users without an organization are sent to /setup by the app, so here they simply may not act.
  const membership = await findPrimaryMembership(context.db, authentication.user.id);
  if (!membership) throw forbidden();
  return {
    ...authentication,
    userId: authentication.user.id,
    organizationId: membership.organizationId,
    membership,
  };
}

/**
 * Authenticates once, before every handler: reads the bearer token and, as the route's
 * `config.auth` asks, resolves the user and the organization they work in into `request.scope`.
 * Runs after validation, so a malformed request is a 422 whoever sends it.
 */
export function registerAuthentication(app: FastifyInstance, context: ServerContext): void {
  app.decorateRequest('scope', undefined);
  app.addHook('preHandler', async (request) => {
    // The decoration's type follows each route's config; here the hook writes whichever it resolved.
    (request as { scope: unknown }).scope = await resolveScope(context, request);
  });
}
