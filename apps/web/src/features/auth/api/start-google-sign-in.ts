import { googleLoginResponseSchema, routes } from '@driftwatch/contract';
import { apiRequest } from '../../../lib/api-client';

const GOOGLE_STATE_KEY = 'google_oauth_state';

export function googleRedirectUri(): string {
  return `${window.location.origin}/auth/google/callback`;
}

/** Asks the server for Google's authorization URL; the state is kept to be checked on return. */
export async function startGoogleSignIn(): Promise<string> {
  const state = crypto.randomUUID();
  window.sessionStorage.setItem(GOOGLE_STATE_KEY, state);
  const response = await apiRequest({
    method: 'POST',
    path: routes.auth.googleLogin,
    schema: googleLoginResponseSchema,
    body: { redirect_uri: googleRedirectUri(), state },
    auth: false,
  });
  return response.authorization_url;
}
