import {
  connectRepositoryRequestSchema,
  connectRepositoryResponseSchema,
  connectSampleRequestSchema,
  listRepositoriesQuerySchema,
  repositoryListResponseSchema,
  repositoryParamsSchema,
  repositoryResponseSchema,
  repositoryRoutes,
  scanListQuerySchema,
  scanListResponseSchema,
  scanParamsSchema,
  scanResponseSchema,
  scanRoutes,
  successMessageSchema,
  triggerScanRequestSchema,
  triggerScanResponseSchema,
  updateRepositoryConfigRequestSchema,
} from '@driftwatch/contract';
import { findScan } from '@driftwatch/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http/app-error.js';
import { connectRepository } from '../../services/repositories/connect-repository.js';
import { connectSampleRepository } from '../../services/repositories/connect-sample-repository.js';
import type { CoreLoopContext } from '../../services/repositories/core-loop-context.js';
import { disconnectRepository } from '../../services/repositories/disconnect-repository.js';
import { listRepositories } from '../../services/repositories/list-repositories.js';
import { listRepositoryScans, requestScan } from '../../services/repositories/list-repository-activity.js';
import { updateRepositoryConfig } from '../../services/repositories/update-repository-config.js';
import { toScan } from '../../services/scans/to-scan.js';
import { bearerSecurity, errorResponses, withAuthentication } from '../route-helpers.js';
import { requestScope } from './request-scope.js';

export const repositoryRoutesPlugin: FastifyPluginAsyncZod<{ context: CoreLoopContext }> = async (
  app,
  { context },
) => {
  const common = { tags: ['repositories'], security: bearerSecurity };
  app.addHook('preHandler', withAuthentication(context));

  app.get(
    repositoryRoutes.list,
    {
      schema: {
        ...common,
        description:
          'Connected repositories (connected=true), repositories available to connect (false), or both.',
        querystring: listRepositoriesQuerySchema,
        response: { 200: repositoryListResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const scope = await requestScope(context, request);
      const connected =
        request.query.connected === undefined ? undefined : request.query.connected === 'true';
      return listRepositories(context, scope.organizationId, connected);
    },
  );

  app.post(
    repositoryRoutes.connect,
    {
      schema: {
        ...common,
        description:
          'Connects a repository. Provider "git" takes any git URL or an absolute path on the server; externalId defaults to one derived from the URL. Applies the default mapping and on-push schedule and queues the first scan.',
        body: connectRepositoryRequestSchema,
        response: { 201: connectRepositoryResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const scope = await requestScope(context, request);
      return reply.status(201).send(await connectRepository(context, scope, request.body));
    },
  );

  app.post(
    repositoryRoutes.connectSample,
    {
      schema: {
        ...common,
        description:
          'Builds a sample repository (default acme-orders) as a git repository in the data dir and connects it.',
        body: connectSampleRequestSchema,
        response: { 201: connectRepositoryResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const scope = await requestScope(context, request);
      return reply.status(201).send(await connectSampleRepository(context, scope, request.body.name));
    },
  );

  app.delete(
    repositoryRoutes.repository,
    {
      schema: {
        ...common,
        description:
          'Disconnects: deletes the repository with its scans, issues, channels, alerts, clone and cache.',
        params: repositoryParamsSchema,
        response: { 200: successMessageSchema, ...errorResponses },
      },
    },
    async (request) => {
      const scope = await requestScope(context, request);
      return disconnectRepository(context, scope.organizationId, request.params.id);
    },
  );

  app.put(
    repositoryRoutes.config,
    {
      schema: {
        ...common,
        description: 'Saves the configuration dialog; alertChannels, when sent, replaces the channel list.',
        params: repositoryParamsSchema,
        body: updateRepositoryConfigRequestSchema,
        response: { 200: repositoryResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const scope = await requestScope(context, request);
      return updateRepositoryConfig(context, scope.organizationId, request.params.id, request.body);
    },
  );

  app.post(
    repositoryRoutes.scan,
    {
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
      const scope = await requestScope(context, request);
      return reply.status(202).send(await requestScan(context, scope, request.params.id, request.body));
    },
  );

  app.get(
    repositoryRoutes.scans,
    {
      schema: {
        ...common,
        description: 'Recent scans of the repository, newest first, with status, timings, counts and errors.',
        params: repositoryParamsSchema,
        querystring: scanListQuerySchema,
        response: { 200: scanListResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const scope = await requestScope(context, request);
      return listRepositoryScans(context, scope.organizationId, request.params.id, request.query.limit);
    },
  );

  app.get(
    scanRoutes.scan,
    {
      schema: {
        ...common,
        params: scanParamsSchema,
        response: { 200: scanResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const scope = await requestScope(context, request);
      const scan = await findScan(context.db, scope.organizationId, request.params.id);
      if (!scan) throw notFound();
      return { scan: toScan(scan) };
    },
  );
};
