import { notionPagesResponseSchema, routes } from '@driftwatch/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { docSourcesQueryKeys } from './doc-sources-query-keys';

function fetchNotionPages(cursor: string | null, signal?: AbortSignal) {
  return apiRequest({
    path: routes.docSources.notionPages,
    schema: notionPagesResponseSchema,
    query: { cursor: cursor ?? undefined },
    signal,
  });
}

/**
 * The pages the Notion integration can see, a batch at a time through Notion's cursor; asked only
 * once a dialog needs them.
 */
export function useNotionPages(enabled: boolean) {
  return useInfiniteQuery({
    queryKey: docSourcesQueryKeys.pages('notion'),
    queryFn: ({ pageParam, signal }) => fetchNotionPages(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.has_more ? last.next_cursor : null),
    enabled,
  });
}
