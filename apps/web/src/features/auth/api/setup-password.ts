import { routes, type SetupPasswordRequest, setupPasswordResponseSchema } from '@driftwatch/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { MutationOptionsFor } from '../../../lib/mutation-options';

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
export function useSetupPassword(options: MutationOptionsFor<typeof setupPassword> = {}) {
  return useMutation({ ...options, mutationFn: setupPassword });
}
