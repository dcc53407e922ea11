import { codeHostWebhookResponseSchema, webhookRoutes } from '@driftwatch/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ServerContext } from '../../server-context.js';
import { receiveGitlabWebhook } from '../../services/code-hosts/gitlab/receive-gitlab-webhook.js';
import { errorResponses } from '../route-helpers.js';

function header(value: string | string[] | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

/**
 * GitLab's project hooks. GitLab authenticates a delivery with the hook's secret token in
 * X-Gitlab-Token (no signature), so the token is checked before the body is acted on; the scans
 * it asks for are queued and the answer comes at once, well within GitLab's timeout.
 */
export const gitlabWebhookRoutes: FastifyPluginAsyncZod<{ context: ServerContext }> = async (
  app,
  { context },
) => {
  app.post(
    webhookRoutes.gitlab,
    {
      // A push event lists up to 20 commits with their changed paths: more than the API's 64 KB.
      bodyLimit: 5 * 1024 * 1024,
      schema: {
        tags: ['webhooks'],
        description:
          "Push and merge request events of GitLab project hooks Driftwatch created; X-Gitlab-Token must be that hook's secret. Each X-Gitlab-Event-UUID acts once.",
        response: { 200: codeHostWebhookResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      receiveGitlabWebhook(context, {
        token: header(request.headers['x-gitlab-token']),
        eventId: header(request.headers['x-gitlab-event-uuid']),
        body: request.body,
      }),
  );
};
