import { connectSourceSchema, type ProviderConnectResponse, webPages } from '@driftwatch/contract';
import { findPrimaryMembership } from '@driftwatch/db';
import { generateState } from 'arctic';
import type { Authentication } from '../../auth/authenticate.js';
import { forbidden, requestFailed, unauthorized, validationFailed } from '../../http/app-error.js';
import type { ServerContext } from '../../server-context.js';
import {
  isConnectProvider,
  startIntegrationConnect,
} from '../integrations/connect/start-integration-connect.js';
import { startGoogleSignIn } from './start-google-sign-in.js';

/**
 * Starts a provider's OAuth flow and returns where to send the browser: Google signs a person in;
 * workspace providers (Slack, Linear, Notion, the GitHub App) connect the signed-in person's organization and
 * return to the page named by `source`.
 */
export async function connectProvider(
  context: ServerContext,
  input: { provider: string; source: string | undefined; authentication: Authentication | null },
): Promise<ProviderConnectResponse> {
  const { provider } = input;
  if (provider === 'google') {
    const started = await startGoogleSignIn(context, {
      redirect_uri: `${context.config.publicUrl}${webPages.googleCallback}`,
      state: generateState(),
    });
    return { oauth_url: started.authorization_url };
  }
  if (isConnectProvider(provider)) {
    const source = connectSourceSchema.safeParse(input.source ?? 'integrations');
    if (!source.success) {
      throw validationFailed([
        { path: 'source', message: source.error.issues[0]?.message ?? 'Invalid source' },
      ]);
    }
    if (!input.authentication) throw unauthorized();
    const membership = await findPrimaryMembership(context.db, input.authentication.user.id);
    if (!membership) throw forbidden();
    return startIntegrationConnect(context, {
      provider,
      source: source.data,
      userId: input.authentication.user.id,
      organizationId: membership.organizationId,
    });
  }
  throw requestFailed(
    'provider_not_configured',
    `Signing in with ${provider} is not configured on this server.`,
  );
}
