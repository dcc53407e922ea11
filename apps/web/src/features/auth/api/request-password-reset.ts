import { type ForgotPasswordRequest, forgotPasswordResponseSchema, routes } from '@driftwatch/contract';
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
