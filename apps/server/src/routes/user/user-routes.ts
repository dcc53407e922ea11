import {
  changePasswordRequestSchema,
  profileResponseSchema,
  routes,
  setPasswordRequestSchema,
  successMessageSchema,
  updateProfileRequestSchema,
  updateProfileResponseSchema,
} from '@driftwatch/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuthentication } from '../../auth/authenticate.js';
import type { ServerContext } from '../../server-context.js';
import { changePassword } from '../../services/user/change-password.js';
import { getProfile } from '../../services/user/get-profile.js';
import { setPassword } from '../../services/user/set-password.js';
import { updateProfile } from '../../services/user/update-profile.js';
import { bearerSecurity, errorResponses, withAuthentication } from '../route-helpers.js';

export const userRoutes: FastifyPluginAsyncZod<{ context: ServerContext }> = async (app, { context }) => {
  const common = { tags: ['user'], security: bearerSecurity };
  app.addHook('preHandler', withAuthentication(context));

  app.get(
    routes.user.profile,
    { schema: { ...common, response: { 200: profileResponseSchema, ...errorResponses } } },
    async (request) => getProfile(context, requireAuthentication(request)),
  );

  app.put(
    routes.user.profile,
    {
      schema: {
        ...common,
        body: updateProfileRequestSchema,
        response: { 200: updateProfileResponseSchema, ...errorResponses },
      },
    },
    async (request) => updateProfile(context, requireAuthentication(request), request.body, request.log),
  );

  app.put(
    routes.user.password,
    {
      schema: {
        ...common,
        description: 'Sets a first password on an account that has none.',
        body: setPasswordRequestSchema,
        response: { 200: successMessageSchema, ...errorResponses },
      },
    },
    async (request) => setPassword(context, requireAuthentication(request), request.body.password),
  );

  app.post(
    routes.user.changePassword,
    {
      schema: {
        ...common,
        body: changePasswordRequestSchema,
        response: { 200: successMessageSchema, ...errorResponses },
      },
    },
    async (request) => changePassword(context, requireAuthentication(request), request.body),
  );
};
