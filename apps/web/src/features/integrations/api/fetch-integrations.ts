import { integrationListResponseSchema, routes } from '@driftwatch/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-roots';

function fetchIntegrations(signal?: AbortSignal) {
  return apiRequest({ path: routes.integrations.list, schema: integrationListResponseSchema, signal });
}

const integrationsQueryKey = [...queryRoots.integrations, 'list'] as const;

/** The organization's integrations and the catalogue of what can be connected on this server. */
export function useIntegrations() {
  return useQuery({ queryKey: integrationsQueryKey, queryFn: ({ signal }) => fetchIntegrations(signal) });
}
