import { findCurrentIntegration } from '@driftwatch/db';
import type { RepositoryCredentials } from '@driftwatch/integrations';
import { type BitbucketClient, createBitbucketClient } from '@driftwatch/integrations/bitbucket';
import type { ServerContext } from '../../../server-context.js';
import { type IntegrationSecret, openIntegrationSecret } from '../../integrations/integration-secret.js';
import { markIntegrationBroken } from '../../integrations/mark-integration-broken.js';
import { refreshIntegrationToken, tokenExpiresSoon } from '../../integrations/refresh-integration-token.js';
import { BitbucketTokenRefused, bitbucketSecret, requestBitbucketToken } from './request-bitbucket-token.js';

export interface OpenedBitbucket {
  integrationId: string;
  client: BitbucketClient;
  /** What git sends over HTTPS to clone and fetch; never written into a remote URL. */
  cloneCredentials: RepositoryCredentials;
  /** An access token's workspace: its repositories are listed there, as it acts as no user. */
  workspace: string | undefined;
}

/** Renews the token under the integration row's lock; null when Bitbucket refused (access revoked). */
async function renewBitbucketToken(
  context: ServerContext,
  organizationId: string,
  staleAccessToken: string,
): Promise<IntegrationSecret | null> {
  if (!context.config.bitbucket.oauth) return null;
  return refreshIntegrationToken(context, {
    organizationId,
    platform: 'bitbucket',
    staleAccessToken,
    requestTokens: async (refreshToken) =>
      bitbucketSecret(
        context,
        await requestBitbucketToken(context, { grant_type: 'refresh_token', refresh_token: refreshToken }),
        refreshToken,
      ),
    refused: (error) => error instanceof BitbucketTokenRefused && error.status >= 400 && error.status < 500,
  });
}

/** The client and git credentials a stored secret stands for. */
export function bitbucketAccess(
  context: ServerContext,
  secret: Pick<IntegrationSecret, 'accessToken' | 'username'>,
): Pick<OpenedBitbucket, 'client' | 'cloneCredentials'> {
  const { apiUrl } = context.config.bitbucket;
  if (secret.username) {
    return {
      client: createBitbucketClient(apiUrl, { username: secret.username, password: secret.accessToken }),
      // Git over HTTPS takes API tokens under this fixed user name, not the account's email.
      cloneCredentials: { token: secret.accessToken, username: 'x-bitbucket-api-token-auth' },
    };
  }
  return {
    client: createBitbucketClient(apiUrl, { token: secret.accessToken }),
    cloneCredentials: { token: secret.accessToken, username: 'x-token-auth' },
  };
}

/**
 * The organization's Bitbucket connection, or undefined when it has none that works. An OAuth
 * token about to expire is refreshed first; a refresh Bitbucket refuses marks the integration broken.
 */
export async function openBitbucket(
  context: ServerContext,
  organizationId: string,
): Promise<OpenedBitbucket | undefined> {
  const current = await findCurrentIntegration(context.db, organizationId, 'bitbucket');
  const integration = current?.integration;
  if (integration?.status !== 'connected' || !integration.secretEncrypted) return undefined;
  let secret = openIntegrationSecret(context.config.secretKey, integration.secretEncrypted);
  if (tokenExpiresSoon(context, secret)) {
    const refreshed = await renewBitbucketToken(context, organizationId, secret.accessToken);
    if (!refreshed) {
      await markIntegrationBroken(context, {
        organizationId,
        integrationId: integration.id,
        reason: 'token_revoked',
      });
      return undefined;
    }
    secret = refreshed;
  }
  return { integrationId: integration.id, workspace: secret.workspace, ...bitbucketAccess(context, secret) };
}
