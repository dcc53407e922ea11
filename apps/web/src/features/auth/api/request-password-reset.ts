import { type ForgotPasswordRequest, forgotPasswordResponseSchema, routes } from '@driftwatch/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { MutationOptionsFor } from '../../../lib/mutation-options';

export function requestPasswordReset(payload: ForgotPasswordRequest) {
  return apiRequest({
    method: 'POST',
    path: routes.auth.forgotPassword,
    schema: forgotPasswordResponseSchema,
    body: payload,
    auth: false,
  });
}

/** The screen adds its own outcome (toasts, navigation) through the options. */
export function useRequestPasswordReset(options: MutationOptionsFor<typeof requestPasswordReset> = {}) {
  return useMutation({ ...options, mutationFn: requestPasswordReset });
}
