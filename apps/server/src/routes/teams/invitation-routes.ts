import {
  invitationParamsSchema,
  resendInvitationResponseSchema,
  revokeInvitationResponseSchema,
  routes,
} from '@driftwatch/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerContext } from '../../server-context.js';
import { resendInvitation } from '../../services/teams/resend-invitation.js';
import { revokeInvitation } from '../../services/teams/revoke-invitation.js';
import { bearerSecurity, errorResponses } from '../route-helpers.js';

/** Pending invitations of an organization: resend (a fresh link and expiry) and revoke. */
export const invitationRoutes: FastifyPluginAsyncZod<{ context: ServerContext }> = async (
  app,
  { context },
) => {
  const common = { tags: ['teams'], security: bearerSecurity, params: invitationParamsSchema };

  app.post(
    routes.teams.resendInvitation,
    {
      config: { auth: 'required' },
      schema: {
        ...common,
        description: 'Mails a new 7-day link; the earlier link stops working. Owners, admins, team managers.',
        response: { 200: resendInvitationResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      resendInvitation(context, {
        authentication: request.scope,
        organizationId: request.params.id,
        invitationId: request.params.invitationId,
      }),
  );

  app.delete(
    routes.teams.invitationOfOrganization,
    {
      config: { auth: 'required' },
      schema: {
        ...common,
        description: 'Revokes a pending invitation; its link stops working. Owners, admins, team managers.',
        response: { 200: revokeInvitationResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      revokeInvitation(context, {
        authentication: request.scope,
        organizationId: request.params.id,
        invitationId: request.params.invitationId,
      }),
  );
};
