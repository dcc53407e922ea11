import type { ProviderSignInResponse } from '@driftwatch/contract';
import type { ServerContext } from '../../server-context.js';
import { createGoogleAuthorizationUrl, requireGoogleConfig } from './google-client.js';
import { saveSignInState } from './save-sign-in-state.js';

export async function startGoogleSignIn(
  context: ServerContext,
  input: { redirect_uri: string; state: string },
): Promise<ProviderSignInResponse> {
  const google = requireGoogleConfig(context.config);
  const codeVerifier = await saveSignInState(context, {
    provider: 'google',
    redirectUri: input.redirect_uri,
    state: input.state,
  });
  return {
    authorization_url: createGoogleAuthorizationUrl(google, input.redirect_uri, input.state, codeVerifier),
    state: input.state,
  };
}
