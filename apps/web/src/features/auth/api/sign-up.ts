import { routes, type SignupRequest, signupResponseSchema } from '@driftwatch/contract';
import { apiRequest } from '../../../lib/api-client';

export function signUp(payload: SignupRequest) {
  return apiRequest({
    method: 'POST',
    path: routes.auth.signup,
    schema: signupResponseSchema,
    body: payload,
    auth: false,
  });
}
