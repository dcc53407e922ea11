import type { IntegrationRow } from '@driftwatch/db';
import type { ServerContext } from '../../server-context.js';
import { createNotionClient } from './connect/notion-connect-adapter.js';
import { createSlackClient } from './create-slack-client.js';
import { openIntegrationSecret } from './integration-secret.js';

async function revokeAtProvider(
  context: ServerContext,
  platform: string,
  accessToken: string,
): Promise<void> {
  switch (platform) {
    case 'slack':
      await createSlackClient(context.config, context.logger, accessToken, {
        rejectRateLimitedCalls: true,
      }).auth.revoke();
      return;
    case 'notion': {
      const oauth = context.config.notion.oauth;
      if (oauth)
        await createNotionClient(context).oauth.revoke({ ...toCredentials(oauth), token: accessToken });
      return;
    }
    case 'linear': {
      const response = await fetch(`${context.config.linear.apiUrl}/oauth/revoke`, {
        method: 'POST',
        headers: { authorization: `Bearer ${accessToken}` },
        signal: AbortSignal.timeout(15_000),
      });
      if (!response.ok) throw new Error(`Linear answered ${response.status} to the revoke request`);
      return;
    }
  }
}

function toCredentials(oauth: { clientId: string; clientSecret: string }) {
  return { client_id: oauth.clientId, client_secret: oauth.clientSecret };
}

/**
 * Asks the provider to invalidate the stored token where it offers a way (Slack auth.revoke, Notion
 * and Linear OAuth revoke). Best effort: the secret is removed here whatever the provider answers,
 * so a provider outage never blocks a disconnect.
 */
export async function revokeProviderToken(
  context: ServerContext,
  integration: IntegrationRow,
): Promise<void> {
  if (!integration.secretEncrypted) return;
  try {
    const { accessToken } = openIntegrationSecret(context.config.secretKey, integration.secretEncrypted);
    await revokeAtProvider(context, integration.platform, accessToken);
  } catch (error) {
    context.logger.warn(
      { integrationId: integration.id, organizationId: integration.organizationId, err: error },
      `${integration.platform} did not confirm revoking the token; it is removed here anyway`,
    );
  }
}
