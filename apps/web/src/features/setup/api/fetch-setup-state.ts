import { routes, setupStateResponseSchema } from '@driftwatch/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-roots';
import { useAuthToken } from '../../auth';

function fetchSetupState(signal?: AbortSignal) {
  return apiRequest({ path: routes.setup.state, schema: setupStateResponseSchema, signal });
}

/** Under the session root: signing in or out drops it with the profile. */
const setupStateQueryKey = (token: string | null) => [...queryRoots.session, 'setup-state', token] as const;

export function useSetupState() {
  const token = useAuthToken();
  return useQuery({
    queryKey: setupStateQueryKey(token),
    queryFn: ({ signal }) => fetchSetupState(signal),
    enabled: token !== null,
    staleTime: 10_000,
  });
}
