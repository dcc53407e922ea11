import { linearTeamsResponseSchema, routes } from '@driftwatch/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-roots';

function fetchLinearTeams(signal?: AbortSignal) {
  return apiRequest({ path: routes.linear.teams, schema: linearTeamsResponseSchema, signal });
}

/** The Linear teams, read while the push dialog is open. */
export function useLinearTeams(enabled: boolean) {
  return useQuery({
    queryKey: [...queryRoots.integrations, 'linear', 'teams'] as const,
    queryFn: ({ signal }) => fetchLinearTeams(signal),
    select: (response) => response.teams,
    enabled,
  });
}
