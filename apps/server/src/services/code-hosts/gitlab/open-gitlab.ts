import { findCurrentIntegration } from '@driftwatch/db';
import type { ServerContext } from '../../../server-context.js';
import { openIntegrationSecret } from '../../integrations/integration-secret.js';
import { createGitlabClient, type GitlabClient } from './create-gitlab-client.js';

export interface OpenedGitlab {
  integrationId: string;
  client: GitlabClient;
  /** Also what git sends (user oauth2) to clone over HTTPS; never written into a remote URL. */
  token: string;
}

/** The organization's GitLab connection, or undefined when it has none that works. */
export async function openGitlab(
  context: ServerContext,
  organizationId: string,
): Promise<OpenedGitlab | undefined> {
  const current = await findCurrentIntegration(context.db, organizationId, 'gitlab');
  if (current?.integration.status !== 'connected' || !current.integration.secretEncrypted) return undefined;
  const { accessToken } = openIntegrationSecret(
    context.config.secretKey,
    current.integration.secretEncrypted,
  );
  return {
    integrationId: current.integration.id,
    client: createGitlabClient(context.config.gitlab.url, accessToken),
    token: accessToken,
  };
}
