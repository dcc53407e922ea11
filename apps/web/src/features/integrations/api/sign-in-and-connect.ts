import { type OauthSigninRequest, oauthSigninResponseSchema, routes } from '@driftwatch/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { MutationOptionsFor } from '../../../lib/mutation-options';

function signInAndConnect(payload: OauthSigninRequest) {
  return apiRequest({
    method: 'POST',
    path: routes.integrations.oauthSignin,
    schema: oauthSigninResponseSchema,
    body: payload,
    auth: false,
  });
}

/** Signs in with a password and answers with a session token and the provider's authorization URL. */
export function useSignInAndConnect(options: MutationOptionsFor<typeof signInAndConnect> = {}) {
  return useMutation({ ...options, mutationFn: signInAndConnect });
}
