import { organizationDetailsResponseSchema, pathFor, routes } from '@driftwatch/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { teamsQueryKeys } from './teams-query-keys';

function fetchOrganization(id: string, signal?: AbortSignal) {
  return apiRequest({
    path: pathFor(routes.teams.organization, { id }),
    schema: organizationDetailsResponseSchema,
    signal,
  });
}

/** The organization with its members and pending invitations. */
export function useOrganization(id: string | undefined) {
  return useQuery({
    queryKey: teamsQueryKeys.organization(id ?? ''),
    queryFn: ({ signal }) => fetchOrganization(id ?? '', signal),
    enabled: id !== undefined,
  });
}
