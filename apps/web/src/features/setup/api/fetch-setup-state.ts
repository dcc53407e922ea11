import { routes, setupStateResponseSchema } from '@driftwatch/contract';
import { apiRequest } from '../../../lib/api-client';

export function fetchSetupState(signal?: AbortSignal) {
  return apiRequest({ path: routes.setup.state, schema: setupStateResponseSchema, signal });
}
