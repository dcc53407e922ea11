import { currentPlanResponseSchema, routes } from '@driftwatch/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { billingQueryKeys } from './billing-query-keys';

function fetchCurrentPlan(signal?: AbortSignal) {
  return apiRequest({ path: routes.plans.current, schema: currentPlanResponseSchema, signal });
}

export function useBillingCurrentPlan() {
  return useQuery({
    queryKey: billingQueryKeys.current(),
    queryFn: ({ signal }) => fetchCurrentPlan(signal),
  });
}
