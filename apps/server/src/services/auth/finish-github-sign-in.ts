import type { ProviderCallbackResponse } from '@driftwatch/contract';
import { requestFailed } from '../../http/app-error.js';
import type { ServerContext } from '../../server-context.js';
import type { ClientInfo } from './create-session.js';
import { exchangeGithubCode, fetchGithubAccount, requireGithubConfig } from './github-client.js';
import { signInWithProvider } from './sign-in-with-provider.js';
import { takeSignInState } from './take-sign-in-state.js';

function authenticationFailed(): Error {
  return requestFailed('invalid_token', 'Authentication failed. Please try signing in with GitHub again.');
}

function noVerifiedEmail(): Error {
  return requestFailed(
    'invalid_token',
    'Your GitHub account has no verified primary email address. Verify it on GitHub, or sign up with your email.',
  );
}

export async function finishGithubSignIn(
  context: ServerContext,
  input: { code: string; state: string; redirect_uri: string; client: ClientInfo },
): Promise<ProviderCallbackResponse> {
  const github = requireGithubConfig(context.config);
  const saved = await takeSignInState(context, {
    provider: 'github',
    state: input.state,
    redirectUri: input.redirect_uri,
  });
  let account: Awaited<ReturnType<typeof fetchGithubAccount>>;
  try {
    const token = await exchangeGithubCode(github, {
      redirectUri: saved.redirectUri,
      code: input.code,
      codeVerifier: saved.codeVerifier,
    });
    account = await fetchGithubAccount(github, token);
  } catch {
    throw authenticationFailed();
  }
  return signInWithProvider(context, {
    identity: { provider: 'github', ...account },
    client: input.client,
    noVerifiedEmail,
  });
}
