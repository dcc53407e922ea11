import { docSourceListResponseSchema, routes } from '@driftwatch/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { docSourcesQueryKeys } from './doc-sources-query-keys';

function fetchDocSources(signal?: AbortSignal) {
  return apiRequest({ path: routes.docSources.list, schema: docSourceListResponseSchema, signal });
}

/** How often the list is asked again while a source syncs, so its status and last sync stay current. */
const syncingPollMs = 2000;

/** The organization's documentation sources, each with its pages and linked repository ids. */
export function useDocSources() {
  return useQuery({
    queryKey: docSourcesQueryKeys.list,
    queryFn: ({ signal }) => fetchDocSources(signal),
    refetchInterval: (query) =>
      query.state.data?.docSources.some((source) => source.status === 'syncing') ? syncingPollMs : false,
  });
}
