import { type AdvanceSetupRequest, advanceSetupResponseSchema, routes } from '@driftwatch/contract';
import { apiRequest } from '../../../lib/api-client';

export function advanceSetup(payload: AdvanceSetupRequest) {
  return apiRequest({
    method: 'POST',
    path: routes.setup.advance,
    schema: advanceSetupResponseSchema,
    body: payload,
  });
}
