import { findCurrentIntegration } from '@driftwatch/db';
import { LinearClient } from '@linear/sdk';
import type { ServerContext } from '../../server-context.js';
import { linearSecret } from '../integrations/connect/linear-connect-adapter.js';
import { type IntegrationSecret, openIntegrationSecret } from '../integrations/integration-secret.js';
import { markIntegrationBroken } from '../integrations/mark-integration-broken.js';
import { refreshIntegrationToken, tokenExpiresSoon } from '../integrations/refresh-integration-token.js';
import { linearNotConnected, linearTokenRevoked } from './linear-errors.js';
import { LinearTokenRefused, requestLinearToken } from './request-linear-token.js';

export interface OpenedLinear {
  client: LinearClient;
  integrationId: string;
  secret: IntegrationSecret;
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
  if (staleAccessToken || tokenExpiresSoon(context, secret)) {
    const refreshed = await refreshIntegrationToken(context, {
      organizationId,
      platform: 'linear',
      staleAccessToken: staleAccessToken ?? secret.accessToken,
      requestTokens: async (refreshToken) =>
        linearSecret(
          context,
          await requestLinearToken(context, { grant_type: 'refresh_token', refresh_token: refreshToken }),
        ),
      refused: (error) => error instanceof LinearTokenRefused && error.status >= 400 && error.status < 500,
    });
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
