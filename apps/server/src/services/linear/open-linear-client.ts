import { findCurrentIntegration, lockCurrentIntegration, updateIntegrationSecret } from '@driftwatch/db';
import { LinearClient } from '@linear/sdk';
import type { ServerContext } from '../../server-context.js';
import { linearSecret } from '../integrations/connect/linear-connect-adapter.js';
import {
  type IntegrationSecret,
  openIntegrationSecret,
  sealIntegrationSecret,
} from '../integrations/integration-secret.js';
import { markIntegrationBroken } from '../integrations/mark-integration-broken.js';
import { linearNotConnected, linearTokenRevoked } from './linear-errors.js';
import { LinearTokenRefused, requestLinearToken } from './request-linear-token.js';

/** Refreshed this long before expiry, so a token never lapses between the check and the call. */
const refreshMarginMs = 5 * 60 * 1000;

export interface OpenedLinear {
  client: LinearClient;
  integrationId: string;
  secret: IntegrationSecret;
}

function expiresSoon(context: ServerContext, secret: IntegrationSecret): boolean {
  if (!secret.expiresAt) return false;
  return Date.parse(secret.expiresAt) - context.clock.now().getTime() < refreshMarginMs;
}

/**
 * Spends the refresh token under a lock on the integration row: Linear rotates refresh tokens, so a
 * second request that raced this one reuses the tokens it stored instead of spending the old one.
 * Null when Linear refused the refresh token (revoked or expired grant).
 */
async function refreshSecret(
  context: ServerContext,
  organizationId: string,
  staleAccessToken: string,
): Promise<IntegrationSecret | null> {
  return context.db.transaction(async (tx) => {
    const row = await lockCurrentIntegration(tx, organizationId, 'linear');
    if (!row?.secretEncrypted || row.status !== 'connected') return null;
    const secret = openIntegrationSecret(context.config.secretKey, row.secretEncrypted);
    if (secret.accessToken !== staleAccessToken && !expiresSoon(context, secret)) return secret;
    if (!secret.refreshToken) return null;
    try {
      const tokens = await requestLinearToken(context, {
        grant_type: 'refresh_token',
        refresh_token: secret.refreshToken,
      });
      const fresh = { refreshToken: secret.refreshToken, ...linearSecret(context, tokens) };
      await updateIntegrationSecret(tx, row.id, sealIntegrationSecret(context.config.secretKey, fresh));
      return fresh;
    } catch (error) {
      if (error instanceof LinearTokenRefused && error.status >= 400 && error.status < 500) return null;
      throw error;
    }
  });
}

/**
 * An SDK client with the organization's Linear token, refreshed first when it is about to expire
 * (or when Linear just refused `staleAccessToken`). A refused refresh marks the integration broken.
 */
export async function openLinearClient(
  context: ServerContext,
  organizationId: string,
  staleAccessToken?: string,
): Promise<OpenedLinear> {
  const current = await findCurrentIntegration(context.db, organizationId, 'linear');
  const integration = current?.integration;
  if (!integration?.secretEncrypted) throw linearNotConnected();
  if (integration.status === 'broken') throw linearTokenRevoked();
  let secret = openIntegrationSecret(context.config.secretKey, integration.secretEncrypted);
  if (staleAccessToken || expiresSoon(context, secret)) {
    const refreshed = await refreshSecret(context, organizationId, staleAccessToken ?? secret.accessToken);
    if (!refreshed) {
      await markIntegrationBroken(context, {
        organizationId,
        integrationId: integration.id,
        reason: 'Linear refused the token. Connect Linear again.',
      });
      throw linearTokenRevoked();
    }
    secret = refreshed;
  }
  const client = new LinearClient({
    accessToken: secret.accessToken,
    apiUrl: `${context.config.linear.apiUrl}/graphql`,
  });
  return { client, integrationId: integration.id, secret };
}
