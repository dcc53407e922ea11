import { codeHostWebhookResponseSchema, webhookRoutes } from '@driftwatch/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerContext } from '../../server-context.js';
import { receiveBitbucketWebhook } from '../../services/code-hosts/bitbucket/receive-bitbucket-webhook.js';
import { errorResponses } from '../route-helpers.js';
import { firstHeader, keepRawJsonBodies } from './raw-webhook-body.js';

/**
 * Bitbucket Cloud's repository webhooks. Bitbucket signs the exact bytes it sends (X-Hub-Signature,
 * HMAC-SHA256 with the hook's secret), so this plugin keeps JSON bodies raw; the scans a delivery
 * asks for are queued and the answer comes at once, well within Bitbucket's timeout.
 */
export const bitbucketWebhookRoutes: FastifyPluginAsyncZod<{ context: ServerContext }> = async (
  app,
  { context },
) => {
  keepRawJsonBodies(app);

  app.post(
    webhookRoutes.bitbucket,
    {
      // A push lists its commits and a pull request carries its description: more than the API's 64 KB.
      bodyLimit: 5 * 1024 * 1024,
      schema: {
        tags: ['webhooks'],
        description:
          "repo:push, pullrequest:created and pullrequest:updated of Bitbucket webhooks Driftwatch created; X-Hub-Signature must be the body's HMAC-SHA256 with that hook's secret. Each X-Request-UUID acts once.",
        response: { 200: codeHostWebhookResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      receiveBitbucketWebhook(context, {
        body: Buffer.isBuffer(request.body) ? request.body : undefined,
        signature: firstHeader(request.headers['x-hub-signature']),
        event: firstHeader(request.headers['x-event-key']),
        requestId: firstHeader(request.headers['x-request-uuid']),
      }),
  );
};
