import { advanceSetupRequestSchema, routes, setupStateResponseSchema } from '@driftwatch/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerContext } from '../../server-context.js';
import { advanceSetup } from '../../services/setup/advance-setup.js';
import { getSetupState } from '../../services/setup/get-setup-state.js';
import { bearerSecurity, errorResponses } from '../route-helpers.js';

export const setupRoutes: FastifyPluginAsyncZod<{ context: ServerContext }> = async (app, { context }) => {
  const common = { tags: ['setup'], security: bearerSecurity };

  app.get(
    routes.setup.state,
    {
      config: { auth: 'required' },
      schema: { ...common, response: { 200: setupStateResponseSchema, ...errorResponses } },
    },
    async (request) => getSetupState(context, request.scope),
  );

  app.post(
    routes.setup.advance,
    {
      config: { auth: 'required' },
      schema: {
        ...common,
        description:
          'Leaves the github_app or integrations step; the team step is left by creating the team.',
        body: advanceSetupRequestSchema,
        response: { 200: setupStateResponseSchema, ...errorResponses },
      },
    },
    async (request) => advanceSetup(context, { authentication: request.scope, move: request.body }),
  );
};
