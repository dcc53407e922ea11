import { docSourceListResponseSchema, docSourceRoutes } from '@driftwatch/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { docSourcesQueryKeys } from './doc-sources-query-keys';

function fetchDocSources(signal?: AbortSignal) {
  return apiRequest({ path: docSourceRoutes.list, schema: docSourceListResponseSchema, signal });
}

/** The organization's documentation sources; the Hub and every repository card share this one query. */
export function useDocSources() {
  return useQuery({ queryKey: docSourcesQueryKeys.list, queryFn: ({ signal }) => fetchDocSources(signal) });
}
