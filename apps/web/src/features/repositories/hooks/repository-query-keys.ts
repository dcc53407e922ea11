import { queryRoots } from '../../../lib/query-roots';

/** Query keys of the repositories feature; live events invalidate `all`. */
export const repositoryKeys = {
  all: queryRoots.repositories,
  list: () => ['repositories', 'list'] as const,
  availableChannels: () => ['repositories', 'available-channels'] as const,
  alerts: (id: string) => ['repositories', 'alerts', id] as const,
  docSources: (id: string) => ['repositories', 'doc-sources', id] as const,
};
