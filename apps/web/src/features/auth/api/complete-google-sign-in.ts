import { googleCallbackResponseSchema, routes } from '@driftwatch/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { googleRedirectUri } from './start-google-sign-in';

function completeGoogleSignIn(code: string, state: string) {
  return apiRequest({
    method: 'POST',
    path: routes.auth.googleCallback,
    schema: googleCallbackResponseSchema,
    body: { code, state, redirect_uri: googleRedirectUri() },
    auth: false,
  });
}

/**
 * Exchanges the callback's single-use code once: a query keyed by the code, so a second render or
 * StrictMode's second mount shares the first exchange instead of spending the code again.
 */
export function useCompleteGoogleSignIn(code: string | null, state: string | null) {
  return useQuery({
    queryKey: ['google-sign-in', code, state] as const,
    queryFn: () => completeGoogleSignIn(code ?? '', state ?? ''),
    enabled: code !== null && state !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
