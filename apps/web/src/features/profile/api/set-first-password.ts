import { routes, type SetPasswordRequest, successMessageSchema } from '@driftwatch/contract';
import { apiRequest } from '../../../lib/api-client';

/** Accounts created by Google or an email link have no password yet; this sets the first one. */
export function setFirstPassword(payload: SetPasswordRequest) {
  return apiRequest({
    method: 'PUT',
    path: routes.user.password,
    schema: successMessageSchema,
    body: payload,
  });
}
