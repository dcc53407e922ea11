import {
  forgotPasswordRequestSchema,
  forgotPasswordResponseSchema,
  googleCallbackRequestSchema,
  googleCallbackResponseSchema,
  googleLoginRequestSchema,
  googleLoginResponseSchema,
  providerConnectParamsSchema,
  providerConnectQuerySchema,
  providerConnectResponseSchema,
  routes,
  setupPasswordLinkQuerySchema,
  setupPasswordRequestSchema,
  setupPasswordResponseSchema,
  signinRequestSchema,
  signinResponseSchema,
  signoutResponseSchema,
  signupRequestSchema,
  signupResponseSchema,
  webPages,
} from '@driftwatch/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readDeviceUserId, setDeviceCookie } from '../../auth/device-cookie.js';
import { enforceEmailRateLimit, enforceRateLimit } from '../../auth/rate-limit.js';
import type { ServerContext } from '../../server-context.js';
import { connectProvider } from '../../services/auth/connect-provider.js';
import { finishGoogleSignIn } from '../../services/auth/finish-google-sign-in.js';
import { requestPasswordReset } from '../../services/auth/request-password-reset.js';
import { setUpPassword } from '../../services/auth/set-up-password.js';
import { signIn } from '../../services/auth/sign-in.js';
import { signOut } from '../../services/auth/sign-out.js';
import { signUp } from '../../services/auth/sign-up.js';
import { startGoogleSignIn } from '../../services/auth/start-google-sign-in.js';
import { bearerSecurity, clientInfo, errorResponses, withRateLimit } from '../route-helpers.js';

export const authRoutes: FastifyPluginAsyncZod<{ context: ServerContext }> = async (app, { context }) => {
  const tags = ['auth'];

  app.post(
    routes.auth.signup,
    {
      preHandler: withRateLimit(context, 'signup'),
      schema: { tags, body: signupRequestSchema, response: { 201: signupResponseSchema, ...errorResponses } },
    },
    async (request, reply) =>
      reply.status(201).send(await signUp(context, { ...request.body, client: clientInfo(request) })),
  );

  app.post(
    routes.auth.signin,
    {
      preHandler: withRateLimit(context, 'signin'),
      schema: {
        tags,
        description: 'Password sign-in; with the email only, a sign-in link is emailed.',
        body: signinRequestSchema,
        response: { 200: signinResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      // Emailed links are limited per inbox; password attempts by the account's failure count.
      if (request.body.password === undefined)
        await enforceEmailRateLimit(context, 'signin', request.body.email);
      const { secretKey, publicUrl } = context.config;
      const deviceUserId = readDeviceUserId(request, secretKey);
      const result = await signIn(context, {
        ...request.body,
        client: { ...clientInfo(request), deviceUserId },
      });
      if (result.token && result.user)
        setDeviceCookie(reply, secretKey, result.user.id, publicUrl.startsWith('https:'));
      return result;
    },
  );

  app.post(
    routes.auth.forgotPassword,
    {
      preHandler: withRateLimit(context, 'password-reset'),
      schema: {
        tags,
        body: forgotPasswordRequestSchema,
        response: { 200: forgotPasswordResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      await enforceEmailRateLimit(context, 'password-reset', request.body.email);
      return requestPasswordReset(context, request.body.email);
    },
  );

  app.post(
    routes.auth.setupPassword,
    {
      preHandler: withRateLimit(context, 'setup-password'),
      schema: {
        tags,
        body: setupPasswordRequestSchema,
        response: { 200: setupPasswordResponseSchema, ...errorResponses },
      },
    },
    async (request) => setUpPassword(context, { ...request.body, client: clientInfo(request) }),
  );

  app.get(
    routes.auth.setupPasswordLink,
    { schema: { tags, querystring: setupPasswordLinkQuerySchema, hide: true } },
    async (request, reply) => {
      const token = request.query.token;
      const target = token
        ? `${webPages.passwordSetup}?token=${encodeURIComponent(token)}`
        : webPages.passwordSetup;
      return reply.redirect(target, 302);
    },
  );

  app.post(
    routes.auth.signout,
    {
      config: { auth: 'required' },
      schema: { tags, security: bearerSecurity, response: { 200: signoutResponseSchema, ...errorResponses } },
    },
    async (request) => signOut(context, request.scope),
  );

  app.post(
    routes.auth.googleLogin,
    {
      preHandler: withRateLimit(context, 'oauth'),
      schema: {
        tags,
        body: googleLoginRequestSchema,
        response: { 200: googleLoginResponseSchema, ...errorResponses },
      },
    },
    async (request) => startGoogleSignIn(context, request.body),
  );

  app.post(
    routes.auth.googleCallback,
    {
      preHandler: withRateLimit(context, 'oauth'),
      schema: {
        tags,
        body: googleCallbackRequestSchema,
        response: { 200: googleCallbackResponseSchema, ...errorResponses },
      },
    },
    async (request) => finishGoogleSignIn(context, { ...request.body, client: clientInfo(request) }),
  );

  app.get(
    routes.auth.providerConnect,
    {
      config: { auth: 'optional' },
      schema: {
        tags,
        params: providerConnectParamsSchema,
        querystring: providerConnectQuerySchema,
        response: { 200: providerConnectResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      await enforceRateLimit(context, request, 'oauth');
      return connectProvider(context, {
        provider: request.params.provider,
        source: request.query.source,
        authentication: request.scope,
      });
    },
  );
};
