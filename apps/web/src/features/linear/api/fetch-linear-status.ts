import { linearStatusResponseSchema, routes } from '@driftwatch/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-roots';

function fetchLinearStatus(signal?: AbortSignal) {
  return apiRequest({ path: routes.linear.status, schema: linearStatusResponseSchema, signal });
}

/** Under the integrations root, so connecting or disconnecting Linear refreshes it. */
const linearStatusQueryKey = [...queryRoots.integrations, 'linear', 'status'] as const;

/** Whether the organization's Linear connection can take a push. */
export function useLinearStatus() {
  return useQuery({ queryKey: linearStatusQueryKey, queryFn: ({ signal }) => fetchLinearStatus(signal) });
}
