import { routes, type UpdateProfileRequest, updateProfileResponseSchema } from '@driftwatch/contract';
import { type UseMutationOptions, useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

export function updateProfile(payload: UpdateProfileRequest) {
  return apiRequest({
    method: 'PUT',
    path: routes.user.profile,
    schema: updateProfileResponseSchema,
    body: payload,
  });
}

/** The screen adds its own outcome (toasts, navigation) through the options. */
export function useUpdateProfile(
  options: Omit<
    UseMutationOptions<Awaited<ReturnType<typeof updateProfile>>, Error, Parameters<typeof updateProfile>[0]>,
    'mutationFn'
  > = {},
) {
  return useMutation({ ...options, mutationFn: updateProfile });
}
