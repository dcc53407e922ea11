import { routes, signoutResponseSchema } from '@driftwatch/contract';
import { apiRequest } from '../../../lib/api-client';

export function signOut() {
  return apiRequest({ method: 'POST', path: routes.auth.signout, schema: signoutResponseSchema });
}
