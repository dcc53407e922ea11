import {
  deleteIntegrationResponseSchema,
  emailIntegrationSetupRequestSchema,
  emailIntegrationSetupResponseSchema,
  integrationCallbackQuerySchema,
  integrationListResponseSchema,
  integrationParamsSchema,
  integrationPlatformParamsSchema,
  platformIntegrationResponseSchema,
  providerConnectParamsSchema,
  routes,
} from '@driftwatch/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http/app-error.js';
import type { ServerContext } from '../../server-context.js';
import { finishIntegrationConnect } from '../../services/integrations/connect/finish-integration-connect.js';
import { isConnectProvider } from '../../services/integrations/connect/start-integration-connect.js';
import { disconnectIntegration } from '../../services/integrations/disconnect-integration.js';
import { getPlatformIntegration } from '../../services/integrations/get-platform-integration.js';
import { listIntegrations } from '../../services/integrations/list-integrations.js';
import { setUpEmailIntegration } from '../../services/integrations/set-up-email-integration.js';
import { bearerSecurity, errorResponses, withRateLimit } from '../route-helpers.js';

export const integrationRoutes: FastifyPluginAsyncZod<{ context: ServerContext }> = async (
  app,
  { context },
) => {
  const common = { tags: ['integrations'], security: bearerSecurity };

  app.get(
    routes.integrations.list,
    {
      config: { auth: 'organization' },
      schema: { ...common, response: { 200: integrationListResponseSchema, ...errorResponses } },
    },
    async (request) => listIntegrations(context, request.scope.organizationId),
  );

  app.get(
    routes.integrations.platform,
    {
      config: { auth: 'organization' },
      schema: {
        ...common,
        params: integrationPlatformParamsSchema,
        response: { 200: platformIntegrationResponseSchema, ...errorResponses },
      },
    },
    async (request) => getPlatformIntegration(context, request.scope.organizationId, request.params.platform),
  );

  app.delete(
    routes.integrations.integration,
    {
      config: { auth: 'organization' },
      schema: {
        ...common,
        description: 'Revokes the token at the provider where it can, removes the secret, keeps the record.',
        params: integrationParamsSchema,
        response: { 200: deleteIntegrationResponseSchema, ...errorResponses },
      },
    },
    async (request) => disconnectIntegration(context, request.scope, request.params.id),
  );

  app.post(
    routes.integrations.emailSetup,
    {
      config: { auth: 'organization' },
      schema: {
        ...common,
        body: emailIntegrationSetupRequestSchema,
        response: { 200: emailIntegrationSetupResponseSchema, ...errorResponses },
      },
    },
    async (request) => setUpEmailIntegration(context, request.scope, request.body),
  );

  app.get(
    routes.integrations.oauthCallback,
    {
      preHandler: withRateLimit(context, 'oauth'),
      schema: {
        tags: ['integrations'],
        description:
          'Where the provider sends the browser back. Redirects to the page the flow started from with ?success={provider} or ?error={code}.',
        params: providerConnectParamsSchema,
        querystring: integrationCallbackQuerySchema,
      },
    },
    async (request, reply) => {
      const { provider } = request.params;
      if (!isConnectProvider(provider)) throw notFound();
      const location = await finishIntegrationConnect(context, { provider, ...request.query });
      return reply.redirect(location, 302);
    },
  );
};
