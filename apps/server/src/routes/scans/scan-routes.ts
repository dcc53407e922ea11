import { routes, scanParamsSchema, scanResponseSchema } from '@driftwatch/contract';
import { findScan } from '@driftwatch/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { notFound } from '../../http/app-error.js';
import type { ServerContext } from '../../server-context.js';
import { toScan } from '../../services/scans/to-scan.js';
import { bearerSecurity, errorResponses } from '../route-helpers.js';

export const scanRoutes: FastifyPluginAsyncZod<{ context: ServerContext }> = async (app, { context }) => {
  app.get(
    routes.scans.scan,
    {
      config: { auth: 'organization' },
      schema: {
        tags: ['repositories'],
        security: bearerSecurity,
        params: scanParamsSchema,
        response: { 200: scanResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const scan = await findScan(context.db, request.scope.organizationId, request.params.id);
      if (!scan) throw notFound();
      return { scan: toScan(scan) };
    },
  );
};
