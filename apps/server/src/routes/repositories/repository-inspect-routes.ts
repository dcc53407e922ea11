import {
  alertListResponseSchema,
  detectResponseSchema,
  docSourceLinkParamsSchema,
  driftIssueDiffResponseSchema,
  folderListQuerySchema,
  folderListResponseSchema,
  folderSearchQuerySchema,
  repositoryDocSourcesResponseSchema,
  repositoryParamsSchema,
  routes,
  suggestedConfigResponseSchema,
} from '@driftwatch/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ServerContext } from '../../server-context.js';
import { listRepositoryDocSources } from '../../services/doc-sources/list-repository-doc-sources.js';
import { setRepositoryLink } from '../../services/doc-sources/set-repository-link.js';
import { getRepositoryIssueDiff } from '../../services/drift-issues/get-repository-issue-diff.js';
import { detectRepository } from '../../services/repositories/detect-repository.js';
import { listAlerts } from '../../services/repositories/list-alerts.js';
import { listRepositoryFolders } from '../../services/repositories/list-repository-folders.js';
import { searchRepositoryFolders } from '../../services/repositories/search-repository-folders.js';
import { suggestRepositoryConfig } from '../../services/repositories/suggest-repository-config.js';
import { bearerSecurity, errorResponses } from '../route-helpers.js';

const issueDiffParamsSchema = z.object({
  id: z.uuid(),
  issueId: z.union([z.uuid(), z.string().regex(/^DRIFT-\d{1,9}$/i)]),
});

export const repositoryInspectRoutes: FastifyPluginAsyncZod<{ context: ServerContext }> = async (
  app,
  { context },
) => {
  const common = { tags: ['repositories'], security: bearerSecurity };
  const params = repositoryParamsSchema;

  app.get(
    routes.repositories.suggestConfig,
    {
      config: { auth: 'organization' },
      schema: {
        ...common,
        description:
          'A file mapping proposed from the default branch head: doc folders, main doc, code and doc patterns.',
        params,
        response: { 200: suggestedConfigResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      suggestRepositoryConfig(context, {
        organizationId: request.scope.organizationId,
        repositoryId: request.params.id,
      }),
  );

  app.get(
    routes.repositories.detect,
    {
      config: { auth: 'organization' },
      schema: {
        ...common,
        description: 'Languages, doc folders and file counts of the default branch head.',
        params,
        response: { 200: detectResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      detectRepository(context, {
        organizationId: request.scope.organizationId,
        repositoryId: request.params.id,
      }),
  );

  app.get(
    routes.repositories.folders,
    {
      config: { auth: 'organization' },
      schema: {
        ...common,
        params,
        querystring: folderListQuerySchema,
        response: { 200: folderListResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      listRepositoryFolders(context, {
        organizationId: request.scope.organizationId,
        repositoryId: request.params.id,
        limit: request.query.limit,
      }),
  );

  app.get(
    routes.repositories.searchFolders,
    {
      config: { auth: 'organization' },
      schema: {
        ...common,
        params,
        querystring: folderSearchQuerySchema,
        response: { 200: folderListResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      searchRepositoryFolders(context, {
        organizationId: request.scope.organizationId,
        repositoryId: request.params.id,
        query: request.query.q,
        limit: request.query.limit,
      }),
  );

  app.get(
    routes.repositories.alerts,
    {
      config: { auth: 'organization' },
      schema: {
        ...common,
        description: 'Alerts sent (or attempted) for the repository, newest first.',
        params,
        response: { 200: alertListResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      listAlerts(context, { organizationId: request.scope.organizationId, repositoryId: request.params.id }),
  );

  app.get(
    routes.repositories.issueDiff,
    {
      config: { auth: 'organization' },
      schema: {
        ...common,
        params: issueDiffParamsSchema,
        response: { 200: driftIssueDiffResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      getRepositoryIssueDiff(context, {
        organizationId: request.scope.organizationId,
        repositoryId: request.params.id,
        idOrKey: request.params.issueId,
      }),
  );

  app.get(
    routes.repositories.docSources,
    {
      config: { auth: 'organization' },
      schema: {
        ...common,
        description: 'The doc sources linked to the repository.',
        params,
        response: { 200: repositoryDocSourcesResponseSchema, ...errorResponses },
      },
    },
    async (request) => listRepositoryDocSources(context, request.scope.organizationId, request.params.id),
  );

  for (const method of ['POST', 'DELETE'] as const) {
    app.route({
      method,
      url: routes.repositories.docSource,
      config: { auth: 'organization' },
      schema: {
        ...common,
        description:
          method === 'POST'
            ? "Links a doc source: its pages are checked against this repository's code."
            : 'Unlinks a doc source; its issues in this repository go.',
        params: docSourceLinkParamsSchema,
        response: { 200: repositoryDocSourcesResponseSchema, ...errorResponses },
      },
      handler: async (request) =>
        setRepositoryLink(context, {
          organizationId: request.scope.organizationId,
          repositoryId: request.params.id,
          docSourceId: request.params.sourceId,
          linked: method === 'POST',
        }),
    });
  }
};
