import {
  githubInstalledQuerySchema,
  githubInstalledResponseSchema,
  routes,
  saveGithubInstallationRequestSchema,
  saveGithubInstallationResponseSchema,
} from '@driftwatch/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerContext } from '../../server-context.js';
import { getGithubInstallation } from '../../services/github/get-github-installation.js';
import { saveGithubInstallation } from '../../services/github/save-github-installation.js';
import { bearerSecurity, errorResponses } from '../route-helpers.js';

/** The GitHub App's installation, saved by the /install/github page GitHub sends people back to. */
export const githubAppRoutes: FastifyPluginAsyncZod<{ context: ServerContext }> = async (
  app,
  { context },
) => {
  const common = { tags: ['integrations'], security: bearerSecurity };

  app.post(
    routes.integrations.githubAppInstallations,
    {
      config: { auth: 'organization' },
      schema: {
        ...common,
        description:
          'Saves a GitHub App installation for the organization. The state is the one GET /api/auth/github/connect put in the install link; an installation held by another organization is refused (409).',
        body: saveGithubInstallationRequestSchema,
        response: { 200: saveGithubInstallationResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      saveGithubInstallation(context, {
        userId: request.scope.userId,
        organizationId: request.scope.organizationId,
        installationId: request.body.installation_id,
        state: request.body.state,
      }),
  );

  app.get(
    routes.integrations.githubAppInstalled,
    {
      config: { auth: 'organization' },
      schema: {
        ...common,
        querystring: githubInstalledQuerySchema,
        response: { 200: githubInstalledResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      getGithubInstallation(context, {
        organizationId: request.scope.organizationId,
        installationId: request.query.installation_id,
      }),
  );
};
