import { pkceChallenge } from './pkce-challenge.js';

/**
 * The provider's authorization page with the request's parameters (RFC 6749 §4.1.1); with a PKCE
 * verifier, its S256 challenge is added (RFC 7636 §4.3).
 */
export function oauthAuthorizeUrl(
  endpoint: string,
  params: Record<string, string>,
  codeVerifier?: string,
): string {
  const url = new URL(endpoint);
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  if (codeVerifier) {
    url.searchParams.set('code_challenge', pkceChallenge(codeVerifier));
    url.searchParams.set('code_challenge_method', 'S256');
  }
  return url.toString();
}
