import { randomBytes } from 'node:crypto';
import { webhookRoutes } from '@driftwatch/contract';
import type { ServerContext } from '../../../server-context.js';
import { sealSecret } from '../../repositories/seal-secret.js';
import type { GitlabClient } from './create-gitlab-client.js';

export interface CreatedWebhook {
  webhookId: string;
  webhookSecretEncrypted: string;
}

/**
 * Adds the project hook for push and merge request events. Its secret token is random per hook, so
 * one leaked hook (or another organization's hook on the same project) cannot sign for this one.
 */
export async function createGitlabWebhook(
  context: ServerContext,
  client: GitlabClient,
  projectId: string,
): Promise<CreatedWebhook> {
  const secret = randomBytes(32).toString('base64url');
  const hook = await client.ProjectHooks.add(
    projectId,
    `${context.config.publicUrl}${webhookRoutes.gitlab}`,
    {
      pushEvents: true,
      mergeRequestsEvents: true,
      enableSslVerification: true,
      token: secret,
    },
  );
  return {
    webhookId: String(hook.id),
    webhookSecretEncrypted: sealSecret(context.config.secretKey, secret),
  };
}
