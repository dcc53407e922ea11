import { githubWebhookResponseSchema, webhookRoutes } from '@driftwatch/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerContext } from '../../server-context.js';
import { acceptGithubDelivery } from '../../services/github/accept-github-delivery.js';
import { errorResponses } from '../route-helpers.js';
import { keepRawJsonBodies } from './raw-webhook-body.js';

function header(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/**
 * GitHub App events. The signature covers the exact bytes GitHub sent, so this plugin keeps JSON
 * bodies as raw buffers (only here). The answer comes before any work runs: GitHub gives up after
 * ten seconds, so the event goes to the job queue.
 */
export const githubWebhookRoutes: FastifyPluginAsyncZod<{ context: ServerContext }> = async (
  app,
  { context },
) => {
  keepRawJsonBodies(app);

  app.post(
    webhookRoutes.github,
    {
      schema: {
        tags: ['webhooks'],
        description:
          'Signed by GitHub (X-Hub-Signature-256, HMAC-SHA256 of the body with the App webhook secret); each X-GitHub-Delivery is handled once.',
        response: { 202: githubWebhookResponseSchema, 200: githubWebhookResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const accepted = await acceptGithubDelivery(context, {
        body: Buffer.isBuffer(request.body) ? request.body : undefined,
        signature: header(request.headers['x-hub-signature-256']),
        event: header(request.headers['x-github-event']),
        deliveryId: header(request.headers['x-github-delivery']),
      });
      return reply.status(accepted ? 202 : 200).send({ accepted });
    },
  );
};
