import { confluenceSpacesResponseSchema, routes } from '@driftwatch/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { docSourcesQueryKeys } from './doc-sources-query-keys';

/** The spaces the Confluence connection can read (the first 250, by name), asked once a dialog needs them. */
export function useConfluenceSpaces(enabled: boolean) {
  return useQuery({
    queryKey: docSourcesQueryKeys.spaces('confluence'),
    queryFn: ({ signal }) =>
      apiRequest({
        path: routes.confluence.spaces,
        schema: confluenceSpacesResponseSchema,
        query: { limit: 250 },
        signal,
      }),
    enabled,
  });
}
