import { availableChannelsResponseSchema, routes } from '@driftwatch/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-roots';

/** Which alert types can be added now: email and webhook always, Slack and Teams once connected. */
function fetchAvailableChannels(signal?: AbortSignal) {
  return apiRequest({
    path: routes.repositories.availableChannels,
    schema: availableChannelsResponseSchema,
    signal,
  });
}

const availableChannelsQueryKey = () => [...queryRoots.repositories, 'available-channels'] as const;

export function useAvailableChannels(enabled: boolean) {
  return useQuery({
    queryKey: availableChannelsQueryKey(),
    queryFn: ({ signal }) => fetchAvailableChannels(signal),
    enabled,
  });
}
