import {
  type ConnectProvider,
  connectReturnPages,
  type OauthReturnError,
  webPages,
} from '@driftwatch/contract';
import { findMembership, recordAuditEvent, saveConnectedIntegration, takeOauthState } from '@driftwatch/db';
import { hashToken } from '../../../auth/tokens.js';
import type { ServerContext } from '../../../server-context.js';
import { sealIntegrationSecret } from '../integration-secret.js';
import { type ConnectedAccount, ConnectFailure } from './connect-adapter.js';
import { connectAdapters } from './connect-adapters.js';

export interface ConnectCallback {
  provider: ConnectProvider;
  code?: string | undefined;
  state?: string | undefined;
  /** The provider's own error value, e.g. access_denied when the person declined. */
  error?: string | undefined;
}

function landing(context: ServerContext, page: string, key: 'success' | 'error', value: string): string {
  return `${context.config.publicUrl}${page}?${key}=${encodeURIComponent(value)}`;
}

/**
 * Finishes a connect flow and answers where to send the browser: the page the flow started from,
 * with ?success={provider} or ?error={code}. A state that is unknown, spent, expired, for another
 * provider or for someone who has since left the organization stores nothing.
 */
export async function finishIntegrationConnect(
  context: ServerContext,
  input: ConnectCallback,
): Promise<string> {
  const refused = (code: OauthReturnError) => landing(context, webPages.integrations, 'error', code);
  if (!input.state) return refused('invalid_state');
  // Spent before anything else: a state completes at most one attempt, even a failed one.
  const saved = await takeOauthState(context.db, hashToken(input.state), input.provider, context.clock.now());
  if (!saved?.userId || !saved.organizationId || !saved.source) return refused('invalid_state');
  const { userId, organizationId } = saved;
  if (!(await findMembership(context.db, organizationId, userId))) return refused('invalid_state');
  const page = connectReturnPages[saved.source];
  const failed = (code: OauthReturnError) => landing(context, page, 'error', code);
  if (!input.code || input.error) return failed('no_code');

  const adapter = connectAdapters[input.provider];
  // The server's settings changed since the flow started: there is nothing to exchange the code with.
  if (!adapter || adapter.missingConfig(context.config).length > 0) return failed('token_exchange_failed');
  let account: ConnectedAccount;
  try {
    account = await adapter.exchange(context, {
      code: input.code,
      redirectUri: saved.redirectUri,
      codeVerifier: saved.codeVerifier,
    });
  } catch (error) {
    const code = error instanceof ConnectFailure ? error.code : 'token_exchange_failed';
    context.logger.warn(
      { provider: input.provider, organizationId, code, err: error },
      'Connecting an integration failed',
    );
    return failed(code);
  }
  try {
    const { secret, ...details } = account;
    const row = await saveConnectedIntegration(context.db, {
      organizationId,
      platform: adapter.platform,
      ...details,
      secretEncrypted: sealIntegrationSecret(context.config.secretKey, secret),
      connectedByUserId: userId,
    });
    await recordAuditEvent(context.db, {
      action: 'integration.connected',
      organizationId,
      actorUserId: userId,
      targetType: 'integration',
      targetId: row.id,
      metadata: { platform: adapter.platform, externalId: account.externalId },
    });
  } catch (error) {
    context.logger.error(
      { provider: input.provider, organizationId, err: error },
      'Saving an integration failed',
    );
    return failed('save_integration_failed');
  }
  return landing(context, page, 'success', input.provider);
}
