import {
  advanceSetupRequestSchema,
  advanceSetupResponseSchema,
  routes,
  setupStateResponseSchema,
} from '@driftwatch/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuthentication } from '../../auth/authenticate.js';
import type { ServerContext } from '../../server-context.js';
import { advanceSetup } from '../../services/setup/advance-setup.js';
import { getSetupState } from '../../services/setup/get-setup-state.js';
import { bearerSecurity, errorResponses, withAuthentication } from '../route-helpers.js';

export const setupRoutes: FastifyPluginAsyncZod<{ context: ServerContext }> = async (app, { context }) => {
  const common = { tags: ['setup'], security: bearerSecurity };
  app.addHook('preHandler', withAuthentication(context));

  app.get(
    routes.setup.state,
    { schema: { ...common, response: { 200: setupStateResponseSchema, ...errorResponses } } },
    async (request) => getSetupState(context, requireAuthentication(request)),
  );

  app.post(
    routes.setup.advance,
    {
      schema: {
        ...common,
        description:
          'Leaves the github_app or integrations step; the team step is left by creating the team.',
        body: advanceSetupRequestSchema,
        response: { 200: advanceSetupResponseSchema, ...errorResponses },
      },
    },
    async (request) => advanceSetup(context, requireAuthentication(request), request.body),
  );
};
