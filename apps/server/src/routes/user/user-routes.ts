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
import type { ServerContext } from '../../server-context.js';
import { changePassword } from '../../services/user/change-password.js';
import { getProfile } from '../../services/user/get-profile.js';
import { setPassword } from '../../services/user/set-password.js';
import { updateProfile } from '../../services/user/update-profile.js';
import { bearerSecurity, errorResponses } from '../route-helpers.js';

export const userRoutes: FastifyPluginAsyncZod<{ context: ServerContext }> = async (app, { context }) => {
  const common = { tags: ['user'], security: bearerSecurity };

  app.get(
    routes.user.profile,
    {
      config: { auth: 'required' },
      schema: { ...common, response: { 200: profileResponseSchema, ...errorResponses } },
    },
    async (request) => getProfile(context, request.scope),
  );

  app.put(
    routes.user.profile,
    {
      config: { auth: 'required' },
      schema: {
        ...common,
        body: updateProfileRequestSchema,
        response: { 200: updateProfileResponseSchema, ...errorResponses },
      },
    },
    async (request) => updateProfile(context, { authentication: request.scope, ...request.body }),
  );

  app.put(
    routes.user.password,
    {
      config: { auth: 'required' },
      schema: {
        ...common,
        description: 'Sets a first password on an account that has none.',
        body: setPasswordRequestSchema,
        response: { 200: successMessageSchema, ...errorResponses },
      },
    },
    async (request) =>
      setPassword(context, { authentication: request.scope, password: request.body.password }),
  );

  app.post(
    routes.user.changePassword,
    {
      config: { auth: 'required' },
      schema: {
        ...common,
        body: changePasswordRequestSchema,
        response: { 200: successMessageSchema, ...errorResponses },
      },
    },
    async (request) => changePassword(context, { authentication: request.scope, ...request.body }),
  );
};
