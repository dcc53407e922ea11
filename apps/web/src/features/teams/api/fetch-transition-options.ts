import { routes, transitionOptionsResponseSchema } from '@driftwatch/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { teamsQueryKeys } from './teams-query-keys';

function fetchTransitionOptions(signal?: AbortSignal) {
  return apiRequest({
    path: routes.teams.transitionOptions,
    schema: transitionOptionsResponseSchema,
    signal,
  });
}

/** What the user can move to: create or join an organization, or another plan. */
export function useTransitionOptions(enabled = true) {
  return useQuery({
    queryKey: teamsQueryKeys.transitionOptions(),
    queryFn: ({ signal }) => fetchTransitionOptions(signal),
    enabled,
  });
}
