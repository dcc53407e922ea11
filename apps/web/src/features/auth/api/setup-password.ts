import { routes, type SetupPasswordRequest, setupPasswordResponseSchema } from '@driftwatch/contract';
import { apiRequest } from '../../../lib/api-client';

export function setupPassword(payload: SetupPasswordRequest) {
  return apiRequest({
    method: 'POST',
    path: routes.auth.setupPassword,
    schema: setupPasswordResponseSchema,
    body: payload,
    auth: false,
  });
}
