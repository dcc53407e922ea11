import {
  createDocSourceRequestSchema,
  createDocSourceResponseSchema,
  deleteDocSourceResponseSchema,
  docSourceListResponseSchema,
  docSourceParamsSchema,
  docSourceRepositoriesResponseSchema,
  docSourceResponseSchema,
  docSourceScanResponseSchema,
  notionPagesQuerySchema,
  notionPagesResponseSchema,
  routes,
  updateDocSourceRequestSchema,
} from '@driftwatch/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerContext } from '../../server-context.js';
import { createDocSource } from '../../services/doc-sources/create-doc-source.js';
import { deleteDocSource } from '../../services/doc-sources/delete-doc-source.js';
import { listDocSources } from '../../services/doc-sources/list-doc-sources.js';
import { listSourceRepositories } from '../../services/doc-sources/list-source-repositories.js';
import { listNotionPages } from '../../services/doc-sources/notion/list-notion-pages.js';
import { scanDocSourceNow } from '../../services/doc-sources/scan-doc-source-now.js';
import { updateDocSource } from '../../services/doc-sources/update-doc-source.js';
import { bearerSecurity, errorResponses } from '../route-helpers.js';

export const docSourceRoutes: FastifyPluginAsyncZod<{ context: ServerContext }> = async (
  app,
  { context },
) => {
  const common = { tags: ['doc sources'], security: bearerSecurity };
  const auth = { auth: 'organization' } as const;

  app.get(
    routes.docSources.notionPages,
    {
      config: auth,
      schema: {
        ...common,
        description:
          "The pages the organization's Notion integration can see, 100 at a time; pass next_cursor as cursor for more.",
        querystring: notionPagesQuerySchema,
        response: { 200: notionPagesResponseSchema, ...errorResponses },
      },
    },
    async (request) => listNotionPages(context, request.scope.organizationId, request.query),
  );

  app.get(
    routes.docSources.list,
    {
      config: auth,
      schema: { ...common, response: { 200: docSourceListResponseSchema, ...errorResponses } },
    },
    async (request) => listDocSources(context, request.scope.organizationId),
  );

  app.post(
    routes.docSources.create,
    {
      config: auth,
      schema: {
        ...common,
        description: 'Creates a source (Notion only for now) and links the repositories it names.',
        body: createDocSourceRequestSchema,
        response: { 201: createDocSourceResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createDocSource(context, request.scope.organizationId, request.body)),
  );

  app.put(
    routes.docSources.source,
    {
      config: auth,
      schema: {
        ...common,
        params: docSourceParamsSchema,
        body: updateDocSourceRequestSchema,
        response: { 200: docSourceResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      updateDocSource(context, request.scope.organizationId, request.params.id, request.body),
  );

  app.delete(
    routes.docSources.source,
    {
      config: auth,
      schema: {
        ...common,
        description: 'Deletes the source with its pages, links, channels and issues.',
        params: docSourceParamsSchema,
        response: { 200: deleteDocSourceResponseSchema, ...errorResponses },
      },
    },
    async (request) => deleteDocSource(context, request.scope.organizationId, request.params.id),
  );

  app.post(
    routes.docSources.scan,
    {
      config: auth,
      schema: {
        ...common,
        description:
          'Syncs the pages that changed and checks them against every linked repository; answers when done.',
        params: docSourceParamsSchema,
        response: { 200: docSourceScanResponseSchema, ...errorResponses },
      },
    },
    async (request) => scanDocSourceNow(context, request.scope.organizationId, request.params.id),
  );

  app.get(
    routes.docSources.repositories,
    {
      config: auth,
      schema: {
        ...common,
        params: docSourceParamsSchema,
        response: { 200: docSourceRepositoriesResponseSchema, ...errorResponses },
      },
    },
    async (request) => listSourceRepositories(context, request.scope.organizationId, request.params.id),
  );
};
