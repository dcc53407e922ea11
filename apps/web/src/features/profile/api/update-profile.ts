import { routes, type UpdateProfileRequest, updateProfileResponseSchema } from '@driftwatch/contract';
import { apiRequest } from '../../../lib/api-client';

export function updateProfile(payload: UpdateProfileRequest) {
  return apiRequest({
    method: 'PUT',
    path: routes.user.profile,
    schema: updateProfileResponseSchema,
    body: payload,
  });
}
