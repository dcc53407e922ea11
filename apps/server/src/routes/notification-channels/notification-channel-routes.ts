import {
  availableChannelsResponseSchema,
  createNotificationChannelRequestSchema,
  notificationChannelListResponseSchema,
  notificationChannelParamsSchema,
  notificationChannelResponseSchema,
  repositoryParamsSchema,
  routes,
  successMessageSchema,
  testNotificationResponseSchema,
  updateNotificationChannelRequestSchema,
} from '@driftwatch/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerContext } from '../../server-context.js';
import { listAvailableChannels } from '../../services/integrations/list-available-channels.js';
import { createChannel } from '../../services/notifications/create-channel.js';
import { deleteChannel } from '../../services/notifications/delete-channel.js';
import { listChannels } from '../../services/notifications/list-channels.js';
import { testChannel } from '../../services/notifications/test-channel.js';
import { updateChannel } from '../../services/notifications/update-channel.js';
import { bearerSecurity, errorResponses } from '../route-helpers.js';

export const notificationChannelRoutes: FastifyPluginAsyncZod<{ context: ServerContext }> = async (
  app,
  { context },
) => {
  const common = { tags: ['notification channels'], security: bearerSecurity };

  app.get(
    routes.repositories.availableChannels,
    {
      config: { auth: 'organization' },
      schema: {
        ...common,
        description:
          'Channel types that can be added (email and webhook always, Slack once connected) and the Slack channels to pick from.',
        response: { 200: availableChannelsResponseSchema, ...errorResponses },
      },
    },
    async (request) => listAvailableChannels(context, request.scope.organizationId),
  );

  app.get(
    routes.repositories.notificationChannels,
    {
      config: { auth: 'organization' },
      schema: {
        ...common,
        params: repositoryParamsSchema,
        response: { 200: notificationChannelListResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      listChannels(context, {
        organizationId: request.scope.organizationId,
        repositoryId: request.params.id,
      }),
  );

  app.post(
    routes.repositories.notificationChannels,
    {
      config: { auth: 'organization' },
      schema: {
        ...common,
        description:
          'Adds a channel. Webhooks must be HTTPS and public; the answer carries the signing secret once.',
        params: repositoryParamsSchema,
        body: createNotificationChannelRequestSchema,
        response: { 201: notificationChannelResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { scope } = request;
      return reply.status(201).send(
        await createChannel(context, {
          organizationId: scope.organizationId,
          repositoryId: request.params.id,
          channel: request.body,
        }),
      );
    },
  );

  app.put(
    routes.repositories.notificationChannel,
    {
      config: { auth: 'organization' },
      schema: {
        ...common,
        params: notificationChannelParamsSchema,
        body: updateNotificationChannelRequestSchema,
        response: { 200: notificationChannelResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      updateChannel(context, {
        organizationId: request.scope.organizationId,
        repositoryId: request.params.id,
        channelId: request.params.channelId,
        changes: request.body,
      }),
  );

  app.delete(
    routes.repositories.notificationChannel,
    {
      config: { auth: 'organization' },
      schema: {
        ...common,
        description: 'Deletes a channel, addressed by id or by index.',
        params: notificationChannelParamsSchema,
        response: { 200: successMessageSchema, ...errorResponses },
      },
    },
    async (request) =>
      deleteChannel(context, {
        organizationId: request.scope.organizationId,
        repositoryId: request.params.id,
        channelId: request.params.channelId,
      }),
  );

  app.post(
    routes.repositories.testNotificationChannel,
    {
      config: { auth: 'organization' },
      schema: {
        ...common,
        description: 'Sends a real test message through the channel.',
        params: notificationChannelParamsSchema,
        response: { 200: testNotificationResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      testChannel(context, {
        organizationId: request.scope.organizationId,
        repositoryId: request.params.id,
        channelId: request.params.channelId,
      }),
  );
};
