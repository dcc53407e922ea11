import { listOrganizationsResponseSchema, routes } from '@driftwatch/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { teamsQueryKeys } from './teams-query-keys';

function fetchOrganizations(signal?: AbortSignal) {
  return apiRequest({ path: routes.teams.organizations, schema: listOrganizationsResponseSchema, signal });
}

/** The organizations the user belongs to; the first is the one the screens show. */
export function useOrganizations(enabled = true) {
  return useQuery({
    queryKey: teamsQueryKeys.organizations(),
    queryFn: ({ signal }) => fetchOrganizations(signal),
    enabled,
    staleTime: 30_000,
  });
}
