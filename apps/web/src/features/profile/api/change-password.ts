import { type ChangePasswordRequest, routes, successMessageSchema } from '@driftwatch/contract';
import { apiRequest } from '../../../lib/api-client';

export function changePassword(payload: ChangePasswordRequest) {
  return apiRequest({
    method: 'POST',
    path: routes.user.changePassword,
    schema: successMessageSchema,
    body: payload,
  });
}
