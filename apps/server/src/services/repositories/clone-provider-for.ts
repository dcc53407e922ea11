import type { RepositoryProvider, RepositoryProviderId } from '@driftwatch/integrations';
import type { ServerContext } from '../../server-context.js';

/** Hosts whose repositories are plain git remotes once the URL and the connection's token are known. */
const gitRemoteHosts: ReadonlySet<RepositoryProviderId> = new Set(['gitlab', 'bitbucket']);

/** The provider that clones, fetches and reads a repository of this provider. */
export function cloneProviderFor(
  context: ServerContext,
  provider: RepositoryProviderId,
): RepositoryProvider | undefined {
  return context.providers[gitRemoteHosts.has(provider) ? 'git' : provider];
}
