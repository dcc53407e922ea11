import { findCurrentIntegration, lockCurrentIntegration, updateIntegrationSecret } from '@driftwatch/db';
import type { RepositoryCredentials } from '@driftwatch/integrations';
import { type BitbucketClient, createBitbucketClient } from '@driftwatch/integrations/bitbucket';
import type { ServerContext } from '../../../server-context.js';
import {
  type IntegrationSecret,
  openIntegrationSecret,
  sealIntegrationSecret,
} from '../../integrations/integration-secret.js';
import { markIntegrationBroken } from '../../integrations/mark-integration-broken.js';
import { BitbucketTokenRefused, bitbucketSecret, requestBitbucketToken } from './request-bitbucket-token.js';

/** Refreshed this long before expiry, so a token never lapses between the check and the call. */
const refreshMarginMs = 5 * 60 * 1000;

export interface OpenedBitbucket {
  integrationId: string;
  client: BitbucketClient;
  /** What git sends over HTTPS to clone and fetch; never written into a remote URL. */
  cloneCredentials: RepositoryCredentials;
  /** An access token's workspace: its repositories are listed there, as it acts as no user. */
  workspace: string | undefined;
}

function expiresSoon(context: ServerContext, secret: IntegrationSecret): boolean {
  if (!secret.expiresAt) return false;
  return Date.parse(secret.expiresAt) - context.clock.now().getTime() < refreshMarginMs;
}

/**
 * Spends the refresh token under a lock on the integration row, so two jobs that find the token
 * expired at once refresh it once: the second reads what the first stored. Null when Bitbucket
 * refused the refresh token (the consumer's access was revoked).
 */
async function refreshSecret(
  context: ServerContext,
  organizationId: string,
  staleAccessToken: string,
): Promise<IntegrationSecret | null> {
  return context.db.transaction(async (tx) => {
    const row = await lockCurrentIntegration(tx, organizationId, 'bitbucket');
    if (!row?.secretEncrypted || row.status !== 'connected') return null;
    const secret = openIntegrationSecret(context.config.secretKey, row.secretEncrypted);
    if (secret.accessToken !== staleAccessToken && !expiresSoon(context, secret)) return secret;
    if (!secret.refreshToken || !context.config.bitbucket.oauth) return null;
    try {
      const answer = await requestBitbucketToken(context, {
        grant_type: 'refresh_token',
        refresh_token: secret.refreshToken,
      });
      const fresh = bitbucketSecret(context, answer, secret.refreshToken);
      await updateIntegrationSecret(tx, row.id, sealIntegrationSecret(context.config.secretKey, fresh));
      return fresh;
    } catch (error) {
      if (error instanceof BitbucketTokenRefused && error.status >= 400 && error.status < 500) return null;
      throw error;
    }
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
  if (expiresSoon(context, secret)) {
    const refreshed = await refreshSecret(context, organizationId, secret.accessToken);
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
