import { publicPlansResponseSchema, routes } from '@driftwatch/contract';
import { apiRequest } from '../../../lib/api-client';

export async function fetchPublicPlans(signal?: AbortSignal) {
  const response = await apiRequest({
    path: routes.plans.public,
    schema: publicPlansResponseSchema,
    auth: false,
    signal,
  });
  return response.plans;
}
