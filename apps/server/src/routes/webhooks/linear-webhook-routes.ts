import { linearWebhookResponseSchema, webhookRoutes } from '@driftwatch/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestFailed } from '../../http/app-error.js';
import type { ServerContext } from '../../server-context.js';
import { applyLinearWebhook } from '../../services/linear/apply-linear-webhook.js';
import { errorResponses } from '../route-helpers.js';
import { firstHeader, keepRawJsonBodies } from './raw-webhook-body.js';

/**
 * Linear's webhooks. The signature covers the exact bytes Linear sent, so this plugin keeps JSON
 * bodies as raw buffers (only here) and verifies them before anything is parsed.
 */
export const linearWebhookRoutes: FastifyPluginAsyncZod<{ context: ServerContext }> = async (
  app,
  { context },
) => {
  keepRawJsonBodies(app);

  app.post(
    webhookRoutes.linear,
    {
      schema: {
        tags: ['webhooks'],
        description:
          'Signed by Linear (Linear-Signature header, webhookTimestamp within a minute); each delivery is applied once.',
        response: { 200: linearWebhookResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      if (!Buffer.isBuffer(request.body)) {
        throw requestFailed('bad_request', 'A signed Linear webhook is required.', 400);
      }
      const outcome = await applyLinearWebhook(context, {
        body: request.body,
        signature: firstHeader(request.headers['linear-signature']),
        deliveryId: firstHeader(request.headers['linear-delivery']),
      });
      return { received: true as const, ...outcome };
    },
  );
};
