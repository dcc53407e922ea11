import { type ForgotPasswordRequest, forgotPasswordResponseSchema, routes } from '@driftwatch/contract';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

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
export function useRequestPasswordReset(
  options: Omit<
    UseMutationOptions<
      Awaited<ReturnType<typeof requestPasswordReset>>,
      Error,
      Parameters<typeof requestPasswordReset>[0]
    >,
    'mutationFn'
  > = {},
) {
  return useMutation({ ...options, mutationFn: requestPasswordReset });
}
