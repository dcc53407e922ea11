import { queryRoots } from '../../../lib/query-roots';

/** Every key under the doc-sources root, so one invalidation refreshes the Hub and the repository cards. */
export const docSourcesQueryKeys = {
  list: [...queryRoots.docSources, 'list'] as const,
  pages: (provider: string) => [...queryRoots.docSources, 'pages', provider] as const,
  spaces: (provider: string) => [...queryRoots.docSources, 'spaces', provider] as const,
  channels: (id: string) => [...queryRoots.docSources, 'channels', id] as const,
};
