import { routes, signInProvidersResponseSchema } from '@driftwatch/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export const signInProvidersQueryKey = ['sign-in-providers'] as const;

/** Which "Continue with ..." providers the server is configured for; it changes only on a restart. */
export function useSignInProviders() {
  return useQuery({
    queryKey: signInProvidersQueryKey,
    queryFn: () =>
      apiRequest({ path: routes.auth.signInProviders, schema: signInProvidersResponseSchema, auth: false }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
