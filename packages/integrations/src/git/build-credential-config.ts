import { GitError } from './git-error.js';
import type { RepositoryCredentials, RepositoryLocation } from './repository-provider.js';

/** Git config entries passed through GIT_CONFIG_KEY_n/GIT_CONFIG_VALUE_n, never on the command line. */
export interface CredentialConfig {
  entries: Array<{ key: string; value: string }>;
  /** Strings to remove from anything git prints. */
  secrets: string[];
}

/** The user name each host expects next to an access token in Basic auth. */
const tokenUserByHost: Record<string, string> = {
  'github.com': 'x-access-token',
  'gitlab.com': 'oauth2',
  'bitbucket.org': 'x-token-auth',
};

function isLoopbackHost(hostname: string): boolean {
  return hostname === 'localhost' || hostname === '127.0.0.1' || hostname === '[::1]' || hostname === '::1';
}

/**
 * Builds an Authorization header scoped to the remote's origin (`http.<origin>/.extraHeader`), so
 * the token is neither stored in the clone's config nor visible in the process list.
 */
export function buildCredentialConfig(
  location: RepositoryLocation,
  credentials: RepositoryCredentials | undefined,
): CredentialConfig {
  if (!credentials) return { entries: [], secrets: [] };
  const url =
    location.protocol === 'https' || location.protocol === 'http' ? new URL(location.cloneUrl) : null;
  if (!url) {
    throw new GitError(
      'credentials_not_allowed',
      'A token can only be used with an HTTPS repository URL. SSH and local repositories use the server’s own access.',
    );
  }
  // A token may only travel unencrypted when it never leaves this machine.
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
    throw new GitError(
      'credentials_not_allowed',
      'A token can only be sent over HTTPS. Use an https:// URL.',
    );
  }
  const token = credentials.token.trim();
  if (token.length === 0 || /[\r\n]/.test(token)) {
    throw new GitError('credentials_not_allowed', 'The access token is empty or malformed.');
  }
  const username = credentials.username?.trim() || tokenUserByHost[url.hostname.toLowerCase()] || 'git';
  const encoded = Buffer.from(`${username}:${token}`).toString('base64');
  return {
    entries: [{ key: `http.${url.origin}/.extraHeader`, value: `Authorization: Basic ${encoded}` }],
    secrets: [token, encoded],
  };
}
