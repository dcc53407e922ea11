import {
  forgotPasswordRequestSchema,
  forgotPasswordResponseSchema,
  providerCallbackRequestSchema,
  providerCallbackResponseSchema,
  providerConnectParamsSchema,
  providerConnectQuerySchema,
  providerConnectResponseSchema,
  providerSignInRequestSchema,
  providerSignInResponseSchema,
  routes,
  setupPasswordLinkQuerySchema,
  setupPasswordRequestSchema,
  setupPasswordResponseSchema,
  signInProvidersResponseSchema,
  signinRequestSchema,
  signinResponseSchema,
  signoutResponseSchema,
  signupAcceptedResponseSchema,
  signupRequestSchema,
  signupResponseSchema,
  verifyEmailRequestSchema,
  webPages,
} from '@driftwatch/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readDeviceUserId, setDeviceCookie } from '../../auth/device-cookie.js';
import { enforceEmailRateLimit, enforceRateLimit } from '../../auth/rate-limit.js';
import type { ServerContext } from '../../server-context.js';
import { connectProvider } from '../../services/auth/connect-provider.js';
import { finishGithubSignIn } from '../../services/auth/finish-github-sign-in.js';
import { finishGoogleSignIn } from '../../services/auth/finish-google-sign-in.js';
import { listSignInProviders } from '../../services/auth/list-sign-in-providers.js';
import { requestPasswordReset } from '../../services/auth/request-password-reset.js';
import { setUpPassword } from '../../services/auth/set-up-password.js';
import { signIn } from '../../services/auth/sign-in.js';
import { signOut } from '../../services/auth/sign-out.js';
import { signUp } from '../../services/auth/sign-up.js';
import { startGithubSignIn } from '../../services/auth/start-github-sign-in.js';
import { startGoogleSignIn } from '../../services/auth/start-google-sign-in.js';
import { verifyEmail } from '../../services/auth/verify-email.js';
import { bearerSecurity, clientInfo, errorResponses, withRateLimit } from '../route-helpers.js';

export const authRoutes: FastifyPluginAsyncZod<{ context: ServerContext }> = async (app, { context }) => {
  const tags = ['auth'];

  app.post(
    routes.auth.signup,
    {
      preHandler: withRateLimit(context, 'signup'),
      schema: {
        tags,
        description:
          'Emails a confirmation link (or, when the address has an account, a note to its owner) and answers the same either way; the account is created by verify-email.',
        body: signupRequestSchema,
        response: { 202: signupAcceptedResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      // Each sign-up sends a mail, so an inbox is limited like the other emailed links.
      await enforceEmailRateLimit(context, 'signup', request.body.email);
      return reply.status(202).send(await signUp(context, request.body));
    },
  );

  app.post(
    routes.auth.verifyEmail,
    {
      preHandler: withRateLimit(context, 'verify-email'),
      schema: {
        tags,
        description: "Opens a sign-up's emailed confirmation link: creates the account and signs in.",
        body: verifyEmailRequestSchema,
        response: { 201: signupResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await verifyEmail(context, { ...request.body, client: clientInfo(request) })),
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
        body: providerSignInRequestSchema,
        response: { 200: providerSignInResponseSchema, ...errorResponses },
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
        body: providerCallbackRequestSchema,
        response: { 200: providerCallbackResponseSchema, ...errorResponses },
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

  app.get(
    routes.auth.signInProviders,
    {
      schema: {
        tags,
        description:
          'Which "Continue with ..." providers this server is configured for, and the variables each lacks.',
        response: { 200: signInProvidersResponseSchema, ...errorResponses },
      },
    },
    async () => listSignInProviders(context.config),
  );

  app.post(
    routes.auth.githubLogin,
    {
      preHandler: withRateLimit(context, 'oauth'),
      schema: {
        tags,
        description: "Starts Sign in with GitHub: returns GitHub's authorization URL (state and PKCE).",
        body: providerSignInRequestSchema,
        response: { 200: providerSignInResponseSchema, ...errorResponses },
      },
    },
    async (request) => startGithubSignIn(context, request.body),
  );

  app.post(
    routes.auth.githubCallback,
    {
      preHandler: withRateLimit(context, 'oauth'),
      schema: {
        tags,
        description:
          'Finishes Sign in with GitHub: links the account with the same verified primary email, or creates a verified one.',
        body: providerCallbackRequestSchema,
        response: { 200: providerCallbackResponseSchema, ...errorResponses },
      },
    },
    async (request) => finishGithubSignIn(context, { ...request.body, client: clientInfo(request) }),
  );
};
