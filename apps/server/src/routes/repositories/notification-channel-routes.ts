import {
  type AvailableChannelsResponse,
  availableChannelsResponseSchema,
  createNotificationChannelRequestSchema,
  notificationChannelListResponseSchema,
  notificationChannelParamsSchema,
  notificationChannelResponseSchema,
  repositoryParamsSchema,
  repositoryRoutes,
  successMessageSchema,
  testNotificationResponseSchema,
  updateNotificationChannelRequestSchema,
} from '@driftwatch/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createChannel,
  deleteChannel,
  listChannels,
  updateChannel,
} from '../../services/notifications/manage-channels.js';
import { testChannel } from '../../services/notifications/test-channel.js';
import type { CoreLoopContext } from '../../services/repositories/core-loop-context.js';
import { bearerSecurity, errorResponses, withAuthentication } from '../route-helpers.js';
import { requestScope } from './request-scope.js';

export const notificationChannelRoutes: FastifyPluginAsyncZod<{ context: CoreLoopContext }> = async (
  app,
  { context },
) => {
  const common = { tags: ['notification channels'], security: bearerSecurity };
  app.addHook('preHandler', withAuthentication(context));

  app.get(
    repositoryRoutes.availableChannels,
    {
      schema: {
        ...common,
        description:
          'Channel types that can be added: email and webhook always; Slack and Teams once their integrations exist.',
        response: { 200: availableChannelsResponseSchema, ...errorResponses },
      },
    },
    async (request): Promise<AvailableChannelsResponse> => {
      await requestScope(context, request);
      return { types: ['email', 'webhook'], channels: { slack: [], teams: [] } };
    },
  );

  app.get(
    repositoryRoutes.notificationChannels,
    {
      schema: {
        ...common,
        params: repositoryParamsSchema,
        response: { 200: notificationChannelListResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      listChannels(context, (await requestScope(context, request)).organizationId, request.params.id),
  );

  app.post(
    repositoryRoutes.notificationChannels,
    {
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
      const scope = await requestScope(context, request);
      return reply
        .status(201)
        .send(await createChannel(context, scope.organizationId, request.params.id, request.body));
    },
  );

  app.put(
    repositoryRoutes.notificationChannel,
    {
      schema: {
        ...common,
        params: notificationChannelParamsSchema,
        body: updateNotificationChannelRequestSchema,
        response: { 200: notificationChannelResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      updateChannel(
        context,
        (await requestScope(context, request)).organizationId,
        request.params.id,
        request.params.channelId,
        request.body,
      ),
  );

  app.delete(
    repositoryRoutes.notificationChannel,
    {
      schema: {
        ...common,
        description: 'Deletes a channel, addressed by id or by index.',
        params: notificationChannelParamsSchema,
        response: { 200: successMessageSchema, ...errorResponses },
      },
    },
    async (request) =>
      deleteChannel(
        context,
        (await requestScope(context, request)).organizationId,
        request.params.id,
        request.params.channelId,
      ),
  );

  app.post(
    repositoryRoutes.testNotificationChannel,
    {
      schema: {
        ...common,
        description: 'Sends a real test message through the channel.',
        params: notificationChannelParamsSchema,
        response: { 200: testNotificationResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      testChannel(
        context,
        (await requestScope(context, request)).organizationId,
        request.params.id,
        request.params.channelId,
      ),
  );
};
