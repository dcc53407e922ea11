import { confluencePagesResponseSchema, routes } from '@driftwatch/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { docSourcesQueryKeys } from './doc-sources-query-keys';

/** A Confluence space's pages, a batch at a time through Confluence's cursor; none until a space is chosen. */
export function useConfluencePages(spaceId: string | null) {
  return useInfiniteQuery({
    queryKey: [...docSourcesQueryKeys.pages('confluence'), spaceId],
    queryFn: ({ pageParam, signal }) =>
      apiRequest({
        path: routes.confluence.pages,
        schema: confluencePagesResponseSchema,
        query: { space_id: spaceId ?? undefined, cursor: pageParam ?? undefined },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.has_more ? last.next_cursor : null),
    enabled: spaceId !== null,
  });
}
