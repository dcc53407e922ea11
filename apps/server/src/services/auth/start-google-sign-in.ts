import type { GoogleLoginResponse } from '@driftwatch/contract';
import { saveOauthState } from '@driftwatch/db';
import { generateCodeVerifier } from 'arctic';
import { hashToken } from '../../auth/tokens.js';
import { requestFailed } from '../../http/app-error.js';
import type { ServerContext } from '../../server-context.js';
import { createGoogleAuthorizationUrl, requireGoogleConfig } from './google-client.js';

const stateLifetimeMs = 10 * 60 * 1000;

/** Only pages of this deployment may receive the authorization code. */
function assertOwnRedirect(context: ServerContext, redirectUri: string): void {
  if (new URL(redirectUri).origin !== new URL(context.config.publicUrl).origin) {
    throw requestFailed('bad_request', 'redirect_uri must be a page of this Driftwatch server.');
  }
}

export async function startGoogleSignIn(
  context: ServerContext,
  input: { redirect_uri: string; state: string },
): Promise<GoogleLoginResponse> {
  const google = requireGoogleConfig(context.config);
  assertOwnRedirect(context, input.redirect_uri);
  const codeVerifier = generateCodeVerifier();
  await saveOauthState(context.db, {
    stateHash: hashToken(input.state),
    provider: 'google',
    codeVerifier,
    redirectUri: input.redirect_uri,
    expiresAt: new Date(context.clock.now().getTime() + stateLifetimeMs),
  });
  return {
    authorization_url: createGoogleAuthorizationUrl(google, input.redirect_uri, input.state, codeVerifier),
    state: input.state,
  };
}
