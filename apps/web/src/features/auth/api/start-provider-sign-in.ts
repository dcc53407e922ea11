import { providerSignInResponseSchema, routes, type SignInProviderId } from '@driftwatch/contract';
import { apiRequest } from '../../../lib/api-client';

const loginPaths: Record<SignInProviderId, string> = {
  google: routes.auth.googleLogin,
  github: routes.auth.githubLogin,
};

/** The page the provider sends the browser back to: /auth/google/callback or /auth/github/callback. */
export function providerRedirectUri(provider: SignInProviderId): string {
  return `${window.location.origin}/auth/${provider}/callback`;
}

/** Asks the server for the provider's authorization URL; the server keeps the state to check on return. */
export async function startProviderSignIn(provider: SignInProviderId): Promise<string> {
  const response = await apiRequest({
    method: 'POST',
    path: loginPaths[provider],
    schema: providerSignInResponseSchema,
    body: { redirect_uri: providerRedirectUri(provider), state: crypto.randomUUID() },
    auth: false,
  });
  return response.authorization_url;
}
