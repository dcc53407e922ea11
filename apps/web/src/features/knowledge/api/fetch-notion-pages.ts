import { docSourceRoutes, notionPagesResponseSchema } from '@driftwatch/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { docSourcesQueryKeys } from './doc-sources-query-keys';

function fetchNotionPages(signal?: AbortSignal) {
  return apiRequest({ path: docSourceRoutes.notionPages, schema: notionPagesResponseSchema, signal });
}

/** The pages the Notion integration can see; asked only once a dialog needs them. */
export function useNotionPages(enabled: boolean) {
  return useQuery({
    queryKey: docSourcesQueryKeys.pages('notion'),
    queryFn: ({ signal }) => fetchNotionPages(signal),
    enabled,
  });
}
