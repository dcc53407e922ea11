import { docSourceNotificationChannelListResponseSchema, pathFor, routes } from '@driftwatch/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { docSourcesQueryKeys } from './doc-sources-query-keys';

function fetchDocSourceChannels(id: string, signal?: AbortSignal) {
  return apiRequest({
    path: pathFor(routes.docSources.notificationChannels, { id }),
    schema: docSourceNotificationChannelListResponseSchema,
    signal,
  });
}

/** A source's own alert channels (separate from its repositories' channels). */
export function useDocSourceChannels(id: string) {
  return useQuery({
    queryKey: docSourcesQueryKeys.channels(id),
    queryFn: ({ signal }) => fetchDocSourceChannels(id, signal),
  });
}
