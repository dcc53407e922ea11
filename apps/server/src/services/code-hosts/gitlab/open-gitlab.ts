import { findCurrentIntegration, lockCurrentIntegration, updateIntegrationSecret } from '@driftwatch/db';
import type { ServerContext } from '../../../server-context.js';
import { connectRedirectUri } from '../../integrations/connect/connect-redirect-uri.js';
import {
  type IntegrationSecret,
  openIntegrationSecret,
  sealIntegrationSecret,
} from '../../integrations/integration-secret.js';
import { markIntegrationBroken } from '../../integrations/mark-integration-broken.js';
import { createGitlabClient, type GitlabClient } from './create-gitlab-client.js';
import { GitlabTokenRefused, gitlabSecretOf, requestGitlabToken } from './request-gitlab-token.js';

export interface OpenedGitlab {
  integrationId: string;
  client: GitlabClient;
  /** Also what git sends (user oauth2) to clone over HTTPS; never written into a remote URL. */
  token: string;
}

/** Renewed this long before expiry, so a token never lapses between the check and the call (or a clone). */
const refreshMarginMs = 10 * 60 * 1000;

/** Shown on the Integrations screen (GitLab's card) until someone connects GitLab again. */
export const gitlabRefreshRefused = 'GitLab refused to renew the access token';
const gitlabRefreshUnconfigured =
  'The access token expired and GITLAB_CLIENT_ID and GITLAB_CLIENT_SECRET are not set to renew it';

function expiresSoon(context: ServerContext, secret: IntegrationSecret): boolean {
  if (!secret.expiresAt || !secret.refreshToken) return false;
  return Date.parse(secret.expiresAt) - context.clock.now().getTime() < refreshMarginMs;
}

/**
 * Spends the refresh token under a lock on the integration row: GitLab rotates refresh tokens, so
 * a call that raced this one uses the pair it stored instead of spending the old token. The reason
 * to show when GitLab (or this server's configuration) cannot renew it.
 */
async function refreshSecret(
  context: ServerContext,
  organizationId: string,
): Promise<IntegrationSecret | { refused: string }> {
  return context.db.transaction(async (tx) => {
    const row = await lockCurrentIntegration(tx, organizationId, 'gitlab');
    if (!row?.secretEncrypted) return { refused: gitlabRefreshRefused };
    const secret = openIntegrationSecret(context.config.secretKey, row.secretEncrypted);
    if (!expiresSoon(context, secret) || !secret.refreshToken) return secret;
    if (!context.config.gitlab.oauth) return { refused: gitlabRefreshUnconfigured };
    try {
      const tokens = await requestGitlabToken(context, {
        grant_type: 'refresh_token',
        refresh_token: secret.refreshToken,
        redirect_uri: connectRedirectUri(context, 'gitlab'),
      });
      const fresh = { refreshToken: secret.refreshToken, ...gitlabSecretOf(context, tokens) };
      await updateIntegrationSecret(tx, row.id, sealIntegrationSecret(context.config.secretKey, fresh));
      return fresh;
    } catch (error) {
      if (error instanceof GitlabTokenRefused && error.status >= 400 && error.status < 500)
        return { refused: gitlabRefreshRefused };
      throw error;
    }
  });
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
  if (expiresSoon(context, secret)) {
    const refreshed = await refreshSecret(context, organizationId);
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
