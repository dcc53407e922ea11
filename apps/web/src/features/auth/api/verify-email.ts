import { routes, signupResponseSchema, type VerifyEmailRequest } from '@driftwatch/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { MutationOptionsFor } from '../../../lib/mutation-options';

/** Opens a sign-up's confirmation link: creates the account and returns its first session. */
export function verifyEmail(payload: VerifyEmailRequest) {
  return apiRequest({
    method: 'POST',
    path: routes.auth.verifyEmail,
    schema: signupResponseSchema,
    body: payload,
    auth: false,
  });
}

/** The screen adds its own outcome (toasts, navigation) through the options. */
export function useVerifyEmail(options: MutationOptionsFor<typeof verifyEmail> = {}) {
  return useMutation({ ...options, mutationFn: verifyEmail });
}
