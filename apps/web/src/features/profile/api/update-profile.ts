import { routes, type UpdateProfileRequest, updateProfileResponseSchema } from '@driftwatch/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { MutationOptionsFor } from '../../../lib/mutation-options';

export function updateProfile(payload: UpdateProfileRequest) {
  return apiRequest({
    method: 'PUT',
    path: routes.user.profile,
    schema: updateProfileResponseSchema,
    body: payload,
  });
}

/** The screen adds its own outcome (toasts, navigation) through the options. */
export function useUpdateProfile(options: MutationOptionsFor<typeof updateProfile> = {}) {
  return useMutation({ ...options, mutationFn: updateProfile });
}
