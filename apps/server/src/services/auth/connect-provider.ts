import { type ProviderConnectResponse, webPages } from '@driftwatch/contract';
import { generateState } from 'arctic';
import { requestFailed } from '../../http/app-error.js';
import type { ServerContext } from '../../server-context.js';
import { startGoogleSignIn } from './start-google-sign-in.js';

/**
 * Starts a provider's OAuth flow and returns where to send the browser. Google is the only sign-in
 * provider so far; code-host and workspace providers answer that they are not configured.
 */
export async function connectProvider(
  context: ServerContext,
  provider: string,
): Promise<ProviderConnectResponse> {
  if (provider === 'google') {
    const started = await startGoogleSignIn(context, {
      redirect_uri: `${context.config.publicUrl}${webPages.googleCallback}`,
      state: generateState(),
    });
    return { oauth_url: started.authorization_url };
  }
  throw requestFailed(
    'provider_not_configured',
    `Signing in with ${provider} is not configured on this server.`,
  );
}
