import {
  oauthContinueQuerySchema,
  oauthContinueResponseSchema,
  oauthEmailCheckRequestSchema,
  oauthEmailCheckResponseSchema,
  oauthSigninRequestSchema,
  oauthSigninResponseSchema,
  oauthSignupRequestSchema,
  oauthSignupResponseSchema,
  routes,
} from '@driftwatch/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readDeviceUserId, setDeviceCookie } from '../../auth/device-cookie.js';
import { enforceEmailRateLimit, enforceRateLimit } from '../../auth/rate-limit.js';
import type { ServerContext } from '../../server-context.js';
import { startIntegrationConnect } from '../../services/integrations/connect/start-integration-connect.js';
import { checkOauthEmail } from '../../services/integrations/oauth-flow/check-oauth-email.js';
import { signInToConnect } from '../../services/integrations/oauth-flow/sign-in-to-connect.js';
import { signUpToConnect } from '../../services/integrations/oauth-flow/sign-up-to-connect.js';
import { bearerSecurity, clientInfo, errorResponses, withRateLimit } from '../route-helpers.js';

/** The connect screen for people who arrive signed out (/oauth/{integration}). */
export const oauthFlowRoutes: FastifyPluginAsyncZod<{ context: ServerContext }> = async (
  app,
  { context },
) => {
  const tags = ['integrations'];

  app.get(
    routes.integrations.oauthContinue,
    {
      config: { auth: 'organization' },
      schema: {
        tags,
        security: bearerSecurity,
        description: 'For a signed-in person: starts the connect flow and returns the provider URL.',
        querystring: oauthContinueQuerySchema,
        response: { 200: oauthContinueResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      await enforceRateLimit(context, request, 'oauth');
      return startIntegrationConnect(context, {
        provider: request.query.integration,
        source: request.query.source,
        userId: request.scope.userId,
        organizationId: request.scope.organizationId,
      });
    },
  );

  app.post(
    routes.integrations.oauthEmailCheck,
    {
      preHandler: withRateLimit(context, 'oauth-email-check'),
      schema: {
        tags,
        body: oauthEmailCheckRequestSchema,
        response: { 200: oauthEmailCheckResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      await enforceEmailRateLimit(context, 'oauth-email-check', request.body.email);
      return checkOauthEmail(context, request.body);
    },
  );

  app.post(
    routes.integrations.oauthSignin,
    {
      preHandler: withRateLimit(context, 'signin'),
      schema: {
        tags,
        body: oauthSigninRequestSchema,
        response: { 200: oauthSigninResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { secretKey, publicUrl } = context.config;
      const deviceUserId = readDeviceUserId(request, secretKey);
      const { userId, ...result } = await signInToConnect(context, {
        ...request.body,
        client: { ...clientInfo(request), deviceUserId },
      });
      setDeviceCookie(reply, secretKey, userId, publicUrl.startsWith('https:'));
      return result;
    },
  );

  app.post(
    routes.integrations.oauthSignup,
    {
      preHandler: withRateLimit(context, 'signup'),
      schema: {
        tags,
        body: oauthSignupRequestSchema,
        response: { 200: oauthSignupResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      await enforceEmailRateLimit(context, 'signup', request.body.email);
      return signUpToConnect(context, { ...request.body, client: clientInfo(request) });
    },
  );
};
