import { routes, type SetupPasswordRequest, setupPasswordResponseSchema } from '@driftwatch/contract';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function setupPassword(payload: SetupPasswordRequest) {
  return apiRequest({
    method: 'POST',
    path: routes.auth.setupPassword,
    schema: setupPasswordResponseSchema,
    body: payload,
    auth: false,
  });
}

/** The screen adds its own outcome (toasts, navigation) through the options. */
export function useSetupPassword(
  options: Omit<
    UseMutationOptions<Awaited<ReturnType<typeof setupPassword>>, Error, Parameters<typeof setupPassword>[0]>,
    'mutationFn'
  > = {},
) {
  return useMutation({ ...options, mutationFn: setupPassword });
}
