import {
  createOrganizationRequestSchema,
  createOrganizationResponseSchema,
  listOrganizationsResponseSchema,
  organizationDetailsResponseSchema,
  organizationParamsSchema,
  organizationStatusResponseSchema,
  routes,
} from '@driftwatch/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuthentication } from '../../auth/authenticate.js';
import type { ServerContext } from '../../server-context.js';
import { createOrganization } from '../../services/teams/create-organization.js';
import { getOrganization } from '../../services/teams/get-organization.js';
import { getOrganizationStatus } from '../../services/teams/get-organization-status.js';
import { listOrganizations } from '../../services/teams/list-organizations.js';
import { bearerSecurity, errorResponses, withAuthentication } from '../route-helpers.js';

export const teamsRoutes: FastifyPluginAsyncZod<{ context: ServerContext }> = async (app, { context }) => {
  const common = { tags: ['teams'], security: bearerSecurity };
  app.addHook('preHandler', withAuthentication(context));

  app.get(
    routes.teams.organizations,
    { schema: { ...common, response: { 200: listOrganizationsResponseSchema, ...errorResponses } } },
    async (request) => listOrganizations(context, requireAuthentication(request)),
  );

  app.post(
    routes.teams.organizations,
    {
      schema: {
        ...common,
        description:
          'Creates a team: the creator becomes owner, on a 14-day trial; setup moves to github_app.',
        body: createOrganizationRequestSchema,
        response: { 201: createOrganizationResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createOrganization(context, requireAuthentication(request), request.body)),
  );

  app.get(
    routes.teams.organization,
    {
      schema: {
        ...common,
        params: organizationParamsSchema,
        response: { 200: organizationDetailsResponseSchema, ...errorResponses },
      },
    },
    async (request) => getOrganization(context, requireAuthentication(request), request.params.id),
  );

  app.get(
    routes.teams.organizationStatus,
    {
      schema: {
        ...common,
        params: organizationParamsSchema,
        response: { 200: organizationStatusResponseSchema, ...errorResponses },
      },
    },
    async (request) => getOrganizationStatus(context, requireAuthentication(request), request.params.id),
  );
};
