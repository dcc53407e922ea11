import {
  codeHostParamsSchema,
  connectCodeHostTokenRequestSchema,
  connectCodeHostTokenResponseSchema,
  routes,
} from '@driftwatch/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerContext } from '../../server-context.js';
import { connectBitbucketToken } from '../../services/code-hosts/bitbucket/connect-bitbucket-token.js';
import { connectGitlabToken } from '../../services/code-hosts/gitlab/connect-gitlab-token.js';
import { bearerSecurity, errorResponses } from '../route-helpers.js';

/** Code-host connections by access token: for hosts without an OAuth application configured here. */
export const codeHostRoutes: FastifyPluginAsyncZod<{ context: ServerContext }> = async (app, { context }) => {
  app.post(
    routes.codeHosts.tokenConnect,
    {
      config: { auth: 'organization' },
      schema: {
        tags: ['integrations'],
        security: bearerSecurity,
        description:
          'Connects GitLab (GITLAB_URL) with a personal, group or project access token (scope api), or Bitbucket (BITBUCKET_API_URL) with a repository, project or workspace access token and its `workspace`, or an API token with `username` (the Atlassian email); checked with the host first and stored encrypted.',
        params: codeHostParamsSchema,
        body: connectCodeHostTokenRequestSchema,
        response: { 200: connectCodeHostTokenResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { token, username, workspace } = request.body;
      return request.params.host === 'bitbucket'
        ? connectBitbucketToken(context, { scope: request.scope, token, username, workspace })
        : connectGitlabToken(context, { scope: request.scope, token });
    },
  );
};
