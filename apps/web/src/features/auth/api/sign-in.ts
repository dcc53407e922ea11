import { routes, type SigninRequest, signinResponseSchema } from '@driftwatch/contract';
import { apiRequest } from '../../../lib/api-client';

/** With a password it signs in; without one the server emails a sign-in link. */
export function signIn(payload: SigninRequest) {
  return apiRequest({
    method: 'POST',
    path: routes.auth.signin,
    schema: signinResponseSchema,
    body: payload,
    auth: false,
  });
}
