import { slackEventsResponseSchema, webhookRoutes } from '@driftwatch/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requestFailed } from '../../http/app-error.js';
import type { ServerContext } from '../../server-context.js';
import { applySlackEvent } from '../../services/slack-events/apply-slack-event.js';
import { verifySlackSignature } from '../../services/slack-events/verify-slack-signature.js';
import { errorResponses } from '../route-helpers.js';
import { firstHeader, keepRawJsonBodies } from './raw-webhook-body.js';

/**
 * Slack's Events API. The signature covers the exact bytes Slack sent, so this plugin keeps JSON
 * bodies as raw buffers (only here) and verifies them before anything is parsed.
 */
export const slackWebhookRoutes: FastifyPluginAsyncZod<{ context: ServerContext }> = async (
  app,
  { context },
) => {
  keepRawJsonBodies(app);

  app.post(
    webhookRoutes.slack,
    {
      schema: {
        tags: ['webhooks'],
        description:
          "Signed by Slack (X-Slack-Signature over v0:{timestamp}:{body}, five-minute window): answers the url_verification challenge; app_uninstalled and tokens_revoked mark the workspace's Slack integrations broken.",
        response: { 200: slackEventsResponseSchema, ...errorResponses },
      },
    },
    async (request) => {
      const signingSecret = context.config.slack.signingSecret;
      if (!signingSecret) {
        throw requestFailed(
          'provider_not_configured',
          'Slack events are not configured on this server (set SLACK_SIGNING_SECRET).',
          409,
        );
      }
      if (!Buffer.isBuffer(request.body)) {
        throw requestFailed('bad_request', 'A Slack event in JSON is required.', 400);
      }
      verifySlackSignature({
        signingSecret,
        body: request.body,
        timestamp: firstHeader(request.headers['x-slack-request-timestamp']),
        signature: firstHeader(request.headers['x-slack-signature']),
        now: context.clock.now(),
      });
      return applySlackEvent(context, request.body);
    },
  );
};
