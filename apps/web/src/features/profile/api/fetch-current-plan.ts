import { currentPlanResponseSchema, routes } from '@driftwatch/contract';
import { apiRequest } from '../../../lib/api-client';

export function fetchCurrentPlan(signal?: AbortSignal) {
  return apiRequest({ path: routes.plans.current, schema: currentPlanResponseSchema, signal });
}
