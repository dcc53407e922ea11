import { googleCallbackResponseSchema, routes } from '@driftwatch/contract';
import { apiRequest } from '../../../lib/api-client';
import { googleRedirectUri } from './start-google-sign-in';

export function completeGoogleSignIn(code: string, state: string) {
  return apiRequest({
    method: 'POST',
    path: routes.auth.googleCallback,
    schema: googleCallbackResponseSchema,
    body: { code, state, redirect_uri: googleRedirectUri() },
    auth: false,
  });
}
