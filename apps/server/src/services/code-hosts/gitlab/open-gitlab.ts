import { findCurrentIntegration } from '@driftwatch/db';
import type { ServerContext } from '../../../server-context.js';
import { connectRedirectUri } from '../../integrations/connect/connect-redirect-uri.js';
import { type IntegrationSecret, openIntegrationSecret } from '../../integrations/integration-secret.js';
import { markIntegrationBroken } from '../../integrations/mark-integration-broken.js';
import { refreshIntegrationToken, tokenExpiresSoon } from '../../integrations/refresh-integration-token.js';
import { createGitlabClient, type GitlabClient } from './create-gitlab-client.js';
import { GitlabTokenRefused, gitlabSecretOf, requestGitlabToken } from './request-gitlab-token.js';

export interface OpenedGitlab {
  integrationId: string;
  client: GitlabClient;
  /** Also what git sends (user oauth2) to clone over HTTPS; never written into a remote URL. */
  token: string;
}

/** Shown on the Integrations screen (GitLab's card) until someone connects GitLab again. */
export const gitlabRefreshRefused = 'GitLab refused to renew the access token';
const gitlabRefreshUnconfigured =
  'The access token expired and GITLAB_CLIENT_ID and GITLAB_CLIENT_SECRET are not set to renew it';

/** Renews the token under the integration row's lock; the reason to show when it cannot be renewed. */
async function renewGitlabToken(
  context: ServerContext,
  organizationId: string,
  staleAccessToken: string,
): Promise<IntegrationSecret | { refused: string }> {
  if (!context.config.gitlab.oauth) return { refused: gitlabRefreshUnconfigured };
  const fresh = await refreshIntegrationToken(context, {
    organizationId,
    platform: 'gitlab',
    staleAccessToken,
    requestTokens: async (refreshToken) =>
      gitlabSecretOf(
        context,
        await requestGitlabToken(context, {
          grant_type: 'refresh_token',
          refresh_token: refreshToken,
          redirect_uri: connectRedirectUri(context, 'gitlab'),
        }),
      ),
    refused: (error) => error instanceof GitlabTokenRefused && error.status >= 400 && error.status < 500,
  });
  return fresh ?? { refused: gitlabRefreshRefused };
}

/**
 * The organization's GitLab connection, or undefined when it has none that works. An OAuth access
 * token about to expire is renewed first with the stored refresh token; a renewal GitLab refuses
 * marks the connection broken, so the screen asks for GitLab to be connected again.
 */
export async function openGitlab(
  context: ServerContext,
  organizationId: string,
): Promise<OpenedGitlab | undefined> {
  const current = await findCurrentIntegration(context.db, organizationId, 'gitlab');
  if (current?.integration.status !== 'connected' || !current.integration.secretEncrypted) return undefined;
  let secret = openIntegrationSecret(context.config.secretKey, current.integration.secretEncrypted);
  if (tokenExpiresSoon(context, secret)) {
    const refreshed = await renewGitlabToken(context, organizationId, secret.accessToken);
    if ('refused' in refreshed) {
      await markIntegrationBroken(context, {
        organizationId,
        integrationId: current.integration.id,
        reason: refreshed.refused,
      });
      return undefined;
    }
    secret = refreshed;
  }
  return {
    integrationId: current.integration.id,
    client: createGitlabClient(context.config.gitlab.url, secret.accessToken),
    token: secret.accessToken,
  };
}
