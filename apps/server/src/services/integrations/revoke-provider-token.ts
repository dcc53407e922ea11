import type { IntegrationRow } from '@driftwatch/db';
import type { ServerContext } from '../../server-context.js';
import { createSlackClient } from './create-slack-client.js';
import { openIntegrationSecret } from './integration-secret.js';

/**
 * Asks the provider to invalidate the stored token where it offers a way (Slack's auth.revoke).
 * Best effort: the secret is removed here whatever the provider answers, so a provider outage never
 * blocks a disconnect.
 */
export async function revokeProviderToken(
  context: ServerContext,
  integration: IntegrationRow,
): Promise<void> {
  if (integration.platform !== 'slack' || !integration.secretEncrypted) return;
  try {
    const { accessToken } = openIntegrationSecret(context.config.secretKey, integration.secretEncrypted);
    await createSlackClient(context.config, context.logger, accessToken, {
      rejectRateLimitedCalls: true,
    }).auth.revoke();
  } catch (error) {
    context.logger.warn(
      { integrationId: integration.id, organizationId: integration.organizationId, err: error },
      'Slack did not confirm revoking the token; it is removed here anyway',
    );
  }
}
