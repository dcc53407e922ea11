import { createHash } from 'node:crypto';

/** The S256 code challenge of a PKCE verifier (RFC 7636). */
export function pkceChallenge(codeVerifier: string): string {
  return createHash('sha256').update(codeVerifier).digest('base64url');
}
