import type { SlackConnection } from '@driftwatch/contract';
import { findCurrentIntegration } from '@driftwatch/db';
import type { WebClient } from '@slack/web-api';
import type { ServerContext } from '../../server-context.js';
import { classifySlackError } from './classify-slack-error.js';
import { createSlackClient, type SlackClientOptions } from './create-slack-client.js';
import { openIntegrationSecret } from './integration-secret.js';
import { markIntegrationBroken } from './mark-integration-broken.js';

interface OpenedSlackClient {
  ok: true;
  client: WebClient;
  integrationId: string;
  /** The Slack workspace (team) id the token belongs to. */
  teamId: string | null;
  /**
   * Call with any error a Slack call threw: marks the integration broken when Slack refused the
   * token (token_revoked, invalid_auth, ...). Returns what the error means for the caller.
   */
  reportFailure(error: unknown): Promise<ReturnType<typeof classifySlackError>>;
}

export type OpenSlackClientResult = OpenedSlackClient | { ok: false; connection: SlackConnection };

const slackNotConnectedMessage = 'Slack is not connected. Connect it on the Integrations page.';

/** An organization's Slack client with its decrypted bot token, or why there is none. */
export async function openSlackClient(
  context: ServerContext,
  organizationId: string,
  options: SlackClientOptions = {},
): Promise<OpenSlackClientResult> {
  const found = await findCurrentIntegration(context.db, organizationId, 'slack');
  const sealed = found?.integration.secretEncrypted;
  if (!found || !sealed) {
    if (!context.config.slack.oauth) {
      return {
        ok: false,
        connection: {
          state: 'not_configured',
          message: 'Slack is not configured on this server: set SLACK_CLIENT_ID and SLACK_CLIENT_SECRET.',
        },
      };
    }
    return { ok: false, connection: { state: 'not_connected', message: slackNotConnectedMessage } };
  }
  const { integration } = found;
  if (integration.status === 'broken') {
    return {
      ok: false,
      connection: {
        state: 'broken',
        message: `Slack stopped accepting Driftwatch's token (${integration.statusReason ?? 'unknown reason'}). Connect Slack again on the Integrations page.`,
      },
    };
  }
  const secret = openIntegrationSecret(context.config.secretKey, sealed);
  return {
    ok: true,
    client: createSlackClient(context.config, context.logger, secret.accessToken, options),
    integrationId: integration.id,
    teamId: integration.externalId,
    async reportFailure(error) {
      const failure = classifySlackError(error);
      if (failure.kind === 'auth') {
        await markIntegrationBroken(context, {
          organizationId,
          integrationId: integration.id,
          reason: failure.code,
        });
      }
      return failure;
    },
  };
}
