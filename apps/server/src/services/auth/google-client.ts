import { CodeChallengeMethod, OAuth2Client } from 'arctic';
import type { AppConfig } from '../../config/app-config.js';
import { requestFailed } from '../../http/app-error.js';

export type GoogleConfig = NonNullable<AppConfig['google']>;

const googleScopes = ['openid', 'email', 'profile'];

/** A clear 4xx instead of a crash when the server has no Google credentials. */
export function requireGoogleConfig(config: AppConfig): GoogleConfig {
  if (!config.google) {
    throw requestFailed(
      'provider_not_configured',
      'Google sign-in is not configured on this server. Sign in with your email instead.',
    );
  }
  return config.google;
}

/**
 * arctic's generic client with Google's endpoints taken from config, so tests and self-hosted
 * setups can point it elsewhere.
 */
export function createGoogleClient(google: GoogleConfig, redirectUri: string): OAuth2Client {
  return new OAuth2Client(google.clientId, google.clientSecret, redirectUri);
}

export function createGoogleAuthorizationUrl(
  google: GoogleConfig,
  redirectUri: string,
  state: string,
  codeVerifier: string,
): string {
  const url = createGoogleClient(google, redirectUri).createAuthorizationURLWithPKCE(
    google.authUrl,
    state,
    CodeChallengeMethod.S256,
    codeVerifier,
    googleScopes,
  );
  url.searchParams.set('prompt', 'select_account');
  return url.toString();
}
