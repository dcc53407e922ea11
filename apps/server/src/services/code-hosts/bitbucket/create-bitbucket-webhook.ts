import { randomBytes } from 'node:crypto';
import { webhookRoutes } from '@driftwatch/contract';
import type { BitbucketClient } from '@driftwatch/integrations/bitbucket';
import type { ServerContext } from '../../../server-context.js';
import { sealSecret } from '../../repositories/seal-secret.js';
import type { CreatedWebhook } from '../gitlab/create-gitlab-webhook.js';
import { bitbucketWebhookSchema } from './bitbucket-objects.js';

/** Pushes, and pull requests opened or given new commits: what Driftwatch checks. */
const bitbucketHookEvents = ['repo:push', 'pullrequest:created', 'pullrequest:updated'];

/**
 * Adds the repository's webhook. Its secret is random per hook (Bitbucket signs each delivery
 * with it), so one leaked hook, or another organization's hook on the same repository, cannot
 * sign for this one.
 */
export async function createBitbucketWebhook(
  context: ServerContext,
  client: BitbucketClient,
  address: { workspace: string; repo_slug: string },
): Promise<CreatedWebhook> {
  const secret = randomBytes(32).toString('base64url');
  const answer = await client.repositories.createWebhook({
    ...address,
    _body: {
      description: 'Driftwatch',
      url: `${context.config.publicUrl}${webhookRoutes.bitbucket}`,
      active: true,
      secret,
      events: bitbucketHookEvents,
    },
  });
  return {
    webhookId: bitbucketWebhookSchema.parse(answer.data).uuid,
    webhookSecretEncrypted: sealSecret(context.config.secretKey, secret),
  };
}
