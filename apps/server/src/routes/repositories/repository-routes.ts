import {
  connectRepositoryRequestSchema,
  connectRepositoryResponseSchema,
  connectSampleRequestSchema,
  listRepositoriesQuerySchema,
  repositoryListResponseSchema,
  repositoryParamsSchema,
  repositoryResponseSchema,
  routes,
  scanListQuerySchema,
  scanListResponseSchema,
  successMessageSchema,
  triggerScanRequestSchema,
  triggerScanResponseSchema,
  updateRepositoryConfigRequestSchema,
} from '@driftwatch/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerContext } from '../../server-context.js';
import { connectRepository } from '../../services/repositories/connect-repository.js';
import { connectSampleRepository } from '../../services/repositories/connect-sample-repository.js';
import { disconnectRepository } from '../../services/repositories/disconnect-repository.js';
import { listRepositories } from '../../services/repositories/list-repositories.js';
import { listRepositoryScans } from '../../services/repositories/list-repository-scans.js';
import { updateRepositoryConfig } from '../../services/repositories/update-repository-config.js';
import { triggerScan } from '../../services/scans/trigger-scan.js';
import { bearerSecurity, errorResponses } from '../route-helpers.js';

export const repositoryRoutes: FastifyPluginAsyncZod<{ context: ServerContext }> = async (
  app,
  { context },
) => {
  const common = { tags: ['repositories'], security: bearerSecurity };

  app.get(
    routes.repositories.list,
    {
      config: { auth: 'organization' },
      schema: {
        ...common,
        description:
          'Connected repositories (connected=true), repositories available to connect (false), or both.',
        querystring: listRepositoriesQuerySchema,
        response: { 200: repositoryListResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { scope } = request;
      const connected =
        request.query.connected === undefined ? undefined : request.query.connected === 'true';
      return listRepositories(context, { organizationId: scope.organizationId, connected });
    },
  );

  app.post(
    routes.repositories.connect,
    {
      config: { auth: 'organization' },
      schema: {
        ...common,
        description:
          'Connects a repository. Provider "git" takes any git URL or an absolute path on the server; externalId defaults to one derived from the URL. Applies the default mapping and on-push schedule and queues the first scan.',
        body: connectRepositoryRequestSchema,
        response: { 201: connectRepositoryResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { scope } = request;
      return reply.status(201).send(await connectRepository(context, { scope, repository: request.body }));
    },
  );

  app.post(
    routes.repositories.connectSample,
    {
      config: { auth: 'organization' },
      schema: {
        ...common,
        description:
          'Builds a sample repository (default acme-orders) as a git repository in the data dir and connects it.',
        body: connectSampleRequestSchema,
        response: { 201: connectRepositoryResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { scope } = request;
      return reply
        .status(201)
        .send(await connectSampleRepository(context, { scope, name: request.body.name }));
    },
  );

  app.delete(
    routes.repositories.repository,
    {
      config: { auth: 'organization' },
      schema: {
        ...common,
        description:
          'Disconnects: deletes the repository with its scans, issues, channels, alerts, clone and cache.',
        params: repositoryParamsSchema,
        response: { 200: successMessageSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { scope } = request;
      return disconnectRepository(context, {
        organizationId: scope.organizationId,
        repositoryId: request.params.id,
      });
    },
  );

  app.put(
    routes.repositories.config,
    {
      config: { auth: 'organization' },
      schema: {
        ...common,
        description: 'Saves the configuration dialog; alertChannels, when sent, replaces the channel list.',
        params: repositoryParamsSchema,
        body: updateRepositoryConfigRequestSchema,
        response: { 200: repositoryResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { scope } = request;
      return updateRepositoryConfig(context, {
        organizationId: scope.organizationId,
        repositoryId: request.params.id,
        config: request.body,
      });
    },
  );

  app.post(
    routes.repositories.scan,
    {
      config: { auth: 'organization' },
      schema: {
        ...common,
        description:
          'Queues a scan of commitSha (or the default branch head). Poll the scan or follow /api/live/events.',
        params: repositoryParamsSchema,
        body: triggerScanRequestSchema,
        response: { 202: triggerScanResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { scope } = request;
      return reply
        .status(202)
        .send(await triggerScan(context, { scope, repositoryId: request.params.id, ...request.body }));
    },
  );

  app.get(
    routes.repositories.scans,
    {
      config: { auth: 'organization' },
      schema: {
        ...common,
        description: 'Recent scans of the repository, newest first, with status, timings, counts and errors.',
        params: repositoryParamsSchema,
        querystring: scanListQuerySchema,
        response: { 200: scanListResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      return listRepositoryScans(context, {
        organizationId: request.scope.organizationId,
        repositoryId: request.params.id,
        limit: request.query.limit,
      });
    },
  );
};
