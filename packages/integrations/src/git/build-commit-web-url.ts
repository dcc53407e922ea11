import { asKnownHost } from './known-hosts.js';
import type { RepositoryLocation } from './repository-provider.js';

/** The code host's page for a commit ("View on GitHub"); null for hosts we cannot link to. */
export function buildCommitWebUrl(location: RepositoryLocation, sha: string): string | null {
  if (!location.webUrl || !/^[0-9a-f]{7,64}$/i.test(sha)) return null;
  switch (asKnownHost(location.host)) {
    case 'github.com':
      return `${location.webUrl}/commit/${sha}`;
    case 'gitlab.com':
      return `${location.webUrl}/-/commit/${sha}`;
    case 'bitbucket.org':
      return `${location.webUrl}/commits/${sha}`;
    default:
      return null;
  }
}
