import {
  type ConnectProvider,
  type ConnectSource,
  connectProviderSchema,
  type ProviderConnectResponse,
} from '@driftwatch/contract';
import { saveOauthState } from '@driftwatch/db';
import { generateCodeVerifier, generateState } from 'arctic';
import { hashToken } from '../../../auth/tokens.js';
import { requestFailed } from '../../../http/app-error.js';
import type { ServerContext } from '../../../server-context.js';
import type { ConnectAdapter } from './connect-adapter.js';
import { connectAdapters } from './connect-adapters.js';
import { connectRedirectUri } from './connect-redirect-uri.js';

const stateLifetimeMs = 10 * 60 * 1000;

export function isConnectProvider(provider: string): provider is ConnectProvider {
  return connectProviderSchema.safeParse(provider).success;
}

/** The provider's adapter, or a clear answer naming what this server lacks. */
function requireConnectAdapter(context: ServerContext, provider: ConnectProvider): ConnectAdapter {
  const adapter = connectAdapters[provider];
  if (!adapter) {
    throw requestFailed(
      'provider_not_configured',
      `Connecting ${provider} is not available on this server yet.`,
    );
  }
  const missing = adapter.missingConfig(context.config);
  if (missing.length > 0) {
    throw requestFailed(
      'provider_not_configured',
      `${adapter.name} is not configured on this server: set ${missing.join(' and ')}.`,
      400,
      { missingConfig: missing },
    );
  }
  return adapter;
}

/**
 * Starts connecting a provider for the person's organization: a random single-use state, stored
 * hashed and bound to the user, organization and source page, valid for ten minutes.
 */
export async function startIntegrationConnect(
  context: ServerContext,
  input: { provider: ConnectProvider; source: ConnectSource; userId: string; organizationId: string },
): Promise<ProviderConnectResponse> {
  const adapter = requireConnectAdapter(context, input.provider);
  const state = generateState();
  const codeVerifier = generateCodeVerifier();
  const redirectUri = connectRedirectUri(context, input.provider);
  await saveOauthState(context.db, {
    stateHash: hashToken(state),
    provider: input.provider,
    codeVerifier,
    redirectUri,
    userId: input.userId,
    organizationId: input.organizationId,
    source: input.source,
    expiresAt: new Date(context.clock.now().getTime() + stateLifetimeMs),
  });
  return { oauth_url: adapter.authorizeUrl(context, { state, redirectUri, codeVerifier }) };
}
