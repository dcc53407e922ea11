import { type OauthEmailCheckRequest, oauthEmailCheckResponseSchema, routes } from '@driftwatch/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { MutationOptionsFor } from '../../../lib/mutation-options';

function checkOauthEmail(payload: OauthEmailCheckRequest) {
  return apiRequest({
    method: 'POST',
    path: routes.integrations.oauthEmailCheck,
    schema: oauthEmailCheckResponseSchema,
    body: payload,
    auth: false,
  });
}

/** The server answers which step comes next for the address: sign in, sign up or check email. */
export function useCheckOauthEmail(options: MutationOptionsFor<typeof checkOauthEmail> = {}) {
  return useMutation({ ...options, mutationFn: checkOauthEmail });
}
