import {
  confluencePagesQuerySchema,
  confluencePagesResponseSchema,
  confluenceSpacesQuerySchema,
  confluenceSpacesResponseSchema,
  connectConfluenceTokenRequestSchema,
  connectConfluenceTokenResponseSchema,
  routes,
} from '@driftwatch/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerContext } from '../../server-context.js';
import { connectConfluenceToken } from '../../services/doc-sources/confluence/connect-confluence-token.js';
import { listConfluencePages } from '../../services/doc-sources/confluence/list-confluence-pages.js';
import { listConfluenceSpaces } from '../../services/doc-sources/confluence/list-confluence-spaces.js';
import { bearerSecurity, errorResponses } from '../route-helpers.js';

/** Confluence Cloud: connecting with an API token, and the space and page pickers of doc sources. */
export const confluenceRoutes: FastifyPluginAsyncZod<{ context: ServerContext }> = async (
  app,
  { context },
) => {
  const common = { tags: ['doc sources'], security: bearerSecurity };
  const auth = { auth: 'organization' } as const;

  app.post(
    routes.confluence.tokenConnect,
    {
      config: auth,
      schema: {
        ...common,
        tags: ['integrations'],
        description:
          'Connects Confluence Cloud with an Atlassian API token and its account email (basic auth against the site), checked with the site first and stored encrypted. Works without CONFLUENCE_CLIENT_ID.',
        body: connectConfluenceTokenRequestSchema,
        response: { 200: connectConfluenceTokenResponseSchema, ...errorResponses },
      },
    },
    async (request) => connectConfluenceToken(context, request.scope, request.body),
  );

  app.get(
    routes.confluence.spaces,
    {
      config: auth,
      schema: {
        ...common,
        description:
          "The spaces the organization's Confluence connection can read; pass next_cursor as cursor for more.",
        querystring: confluenceSpacesQuerySchema,
        response: { 200: confluenceSpacesResponseSchema, ...errorResponses },
      },
    },
    async (request) => listConfluenceSpaces(context, request.scope.organizationId, request.query),
  );

  app.get(
    routes.confluence.pages,
    {
      config: auth,
      schema: {
        ...common,
        description: "A space's pages (every depth), by title; pass next_cursor as cursor for more.",
        querystring: confluencePagesQuerySchema,
        response: { 200: confluencePagesResponseSchema, ...errorResponses },
      },
    },
    async (request) => listConfluencePages(context, request.scope.organizationId, request.query),
  );
};
