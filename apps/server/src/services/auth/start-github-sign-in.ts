import type { ProviderSignInResponse } from '@driftwatch/contract';
import type { ServerContext } from '../../server-context.js';
import { createGithubAuthorizationUrl, requireGithubConfig } from './github-client.js';
import { saveSignInState } from './save-sign-in-state.js';

export async function startGithubSignIn(
  context: ServerContext,
  input: { redirect_uri: string; state: string },
): Promise<ProviderSignInResponse> {
  const github = requireGithubConfig(context.config);
  const codeVerifier = await saveSignInState(context, {
    provider: 'github',
    redirectUri: input.redirect_uri,
    state: input.state,
  });
  return {
    authorization_url: createGithubAuthorizationUrl(github, {
      redirectUri: input.redirect_uri,
      state: input.state,
      codeVerifier,
    }),
    state: input.state,
  };
}
