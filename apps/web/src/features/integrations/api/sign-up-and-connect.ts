import { type OauthSignupRequest, oauthSignupResponseSchema, routes } from '@driftwatch/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { MutationOptionsFor } from '../../../lib/mutation-options';

function signUpAndConnect(payload: OauthSignupRequest) {
  return apiRequest({
    method: 'POST',
    path: routes.integrations.oauthSignup,
    schema: oauthSignupResponseSchema,
    body: payload,
    auth: false,
  });
}

/** Creates the account; the person confirms the address from an emailed link before connecting. */
export function useSignUpAndConnect(options: MutationOptionsFor<typeof signUpAndConnect> = {}) {
  return useMutation({ ...options, mutationFn: signUpAndConnect });
}
