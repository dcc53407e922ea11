import {
  createDocSourceNotificationChannelRequestSchema,
  docSourceNotificationChannelListResponseSchema,
  docSourceNotificationChannelParamsSchema,
  docSourceNotificationChannelResponseSchema,
  docSourceParamsSchema,
  routes,
  successMessageSchema,
} from '@driftwatch/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerContext } from '../../server-context.js';
import { createSourceChannel } from '../../services/doc-sources/create-source-channel.js';
import { deleteSourceChannel } from '../../services/doc-sources/delete-source-channel.js';
import { listSourceChannels } from '../../services/doc-sources/list-source-channels.js';
import { bearerSecurity, errorResponses } from '../route-helpers.js';

export const docSourceChannelRoutes: FastifyPluginAsyncZod<{ context: ServerContext }> = async (
  app,
  { context },
) => {
  const common = { tags: ['doc sources'], security: bearerSecurity };
  const auth = { auth: 'organization' } as const;

  app.get(
    routes.docSources.notificationChannels,
    {
      config: auth,
      schema: {
        ...common,
        params: docSourceParamsSchema,
        response: { 200: docSourceNotificationChannelListResponseSchema, ...errorResponses },
      },
    },
    async (request) => listSourceChannels(context, request.scope.organizationId, request.params.id),
  );

  app.post(
    routes.docSources.notificationChannels,
    {
      config: auth,
      schema: {
        ...common,
        description:
          'Adds an alert channel for the source events driftDetected, criticalDrift, scanCompleted, scanFailed, syncFailed.',
        params: docSourceParamsSchema,
        body: createDocSourceNotificationChannelRequestSchema,
        response: { 201: docSourceNotificationChannelResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await createSourceChannel(context, request.scope.organizationId, request.params.id, request.body),
        ),
  );

  app.delete(
    routes.docSources.notificationChannel,
    {
      config: auth,
      schema: {
        ...common,
        description: 'Deletes a channel, addressed by its index or id.',
        params: docSourceNotificationChannelParamsSchema,
        response: { 200: successMessageSchema, ...errorResponses },
      },
    },
    async (request) =>
      deleteSourceChannel(context, {
        organizationId: request.scope.organizationId,
        docSourceId: request.params.id,
        channelId: request.params.channelId,
      }),
  );
};
