import { docSourceListResponseSchema, routes } from '@driftwatch/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { docSourcesQueryKeys } from './doc-sources-query-keys';

function fetchDocSources(signal?: AbortSignal) {
  return apiRequest({ path: routes.docSources.list, schema: docSourceListResponseSchema, signal });
}

/** The organization's documentation sources, each with its pages and linked repository ids. */
export function useDocSources() {
  return useQuery({ queryKey: docSourcesQueryKeys.list, queryFn: ({ signal }) => fetchDocSources(signal) });
}
