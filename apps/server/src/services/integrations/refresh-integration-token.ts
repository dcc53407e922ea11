import type { IntegrationPlatform } from '@driftwatch/contract';
import { lockCurrentIntegration, updateIntegrationSecret } from '@driftwatch/db';
import type { ServerContext } from '../../server-context.js';
import {
  type IntegrationSecret,
  openIntegrationSecret,
  sealIntegrationSecret,
} from './integration-secret.js';

/** Renewed this long before expiry, so a token never lapses between the check and the call (or a clone). */
const refreshMarginMs = 10 * 60 * 1000;

/** Whether a token that can be renewed should be renewed now. */
export function tokenExpiresSoon(context: ServerContext, secret: IntegrationSecret): boolean {
  if (!secret.expiresAt || !secret.refreshToken) return false;
  return Date.parse(secret.expiresAt) - context.clock.now().getTime() < refreshMarginMs;
}

export interface TokenRefresh {
  organizationId: string;
  platform: IntegrationPlatform;
  /** The access token the caller holds; a request that raced this one may have renewed it already. */
  staleAccessToken: string;
  /** Spends the refresh token at the provider; what it returns is stored (the old refresh token is kept when none comes back). */
  requestTokens: (refreshToken: string) => Promise<IntegrationSecret>;
  /** Whether an error thrown by requestTokens is the provider refusing the grant, not a passing failure. */
  refused: (error: unknown) => boolean;
}

/**
 * Spends the refresh token under a lock on the integration row: providers rotate refresh tokens
 * (each works once), so a request that raced this one reuses the tokens it stored instead of
 * spending the old one. Null when the provider refused the grant or nothing can renew it; other
 * errors (the provider down) are thrown and leave the stored tokens as they were.
 */
export async function refreshIntegrationToken(
  context: ServerContext,
  refresh: TokenRefresh,
): Promise<IntegrationSecret | null> {
  return context.db.transaction(async (tx) => {
    const row = await lockCurrentIntegration(tx, refresh.organizationId, refresh.platform);
    if (!row?.secretEncrypted || row.status !== 'connected') return null;
    const secret = openIntegrationSecret(context.config.secretKey, row.secretEncrypted);
    if (secret.accessToken !== refresh.staleAccessToken && !tokenExpiresSoon(context, secret)) return secret;
    if (!secret.refreshToken) return null;
    try {
      const fresh = {
        refreshToken: secret.refreshToken,
        ...(await refresh.requestTokens(secret.refreshToken)),
      };
      await updateIntegrationSecret(tx, row.id, sealIntegrationSecret(context.config.secretKey, fresh));
      return fresh;
    } catch (error) {
      if (refresh.refused(error)) return null;
      throw error;
    }
  });
}
