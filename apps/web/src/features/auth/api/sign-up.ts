import { routes, type SignupRequest, signupAcceptedResponseSchema } from '@driftwatch/contract';
import { apiRequest } from '../../../lib/api-client';

/** Answers verification_sent: the account is created when the emailed link is opened. */
export function signUp(payload: SignupRequest) {
  return apiRequest({
    method: 'POST',
    path: routes.auth.signup,
    schema: signupAcceptedResponseSchema,
    body: payload,
    auth: false,
  });
}
