import type { RepositoryLocation } from './repository-provider.js';

/** How a repository is named in messages: its URL (which never holds credentials) or its path. */
export function describeLocation(location: RepositoryLocation): string {
  return location.kind === 'local' ? location.cloneUrl.replace(/^file:\/\//, '') : location.cloneUrl;
}
