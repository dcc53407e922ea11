import { providerCallbackResponseSchema, routes, type SignInProviderId } from '@driftwatch/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { providerRedirectUri } from './start-provider-sign-in';

const callbackPaths: Record<SignInProviderId, string> = {
  google: routes.auth.googleCallback,
  github: routes.auth.githubCallback,
};

function completeProviderSignIn(provider: SignInProviderId, code: string, state: string) {
  return apiRequest({
    method: 'POST',
    path: callbackPaths[provider],
    schema: providerCallbackResponseSchema,
    body: { code, state, redirect_uri: providerRedirectUri(provider) },
    auth: false,
  });
}

/**
 * Exchanges the callback's single-use code once: a query keyed by the code, so a second render or
 * StrictMode's second mount shares the first exchange instead of spending the code again.
 */
export function useCompleteProviderSignIn(
  provider: SignInProviderId,
  code: string | null,
  state: string | null,
) {
  return useQuery({
    queryKey: ['provider-sign-in', provider, code, state] as const,
    queryFn: () => completeProviderSignIn(provider, code ?? '', state ?? ''),
    enabled: code !== null && state !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
