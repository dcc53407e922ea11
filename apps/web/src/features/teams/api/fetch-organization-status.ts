import { organizationStatusResponseSchema, pathFor, routes } from '@driftwatch/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { teamsQueryKeys } from './teams-query-keys';

function fetchOrganizationStatus(id: string, signal?: AbortSignal) {
  return apiRequest({
    path: pathFor(routes.teams.organizationStatus, { id }),
    schema: organizationStatusResponseSchema,
    signal,
  });
}

/** Suspension, plan and the number of seats bought: what the seat toggle checks against. */
export function useOrganizationStatus(id: string | undefined) {
  return useQuery({
    queryKey: teamsQueryKeys.status(id ?? ''),
    queryFn: ({ signal }) => fetchOrganizationStatus(id ?? '', signal),
    enabled: id !== undefined,
  });
}
