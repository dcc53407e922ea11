import { planUsageResponseSchema, routes } from '@driftwatch/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { billingQueryKeys } from './billing-query-keys';

function fetchPlanUsage(signal?: AbortSignal) {
  return apiRequest({ path: routes.plans.usage, schema: planUsageResponseSchema, signal });
}

/** The period's pull requests per day, for the usage chart. */
export function usePlanUsage(enabled: boolean) {
  return useQuery({
    queryKey: billingQueryKeys.usage(),
    queryFn: ({ signal }) => fetchPlanUsage(signal),
    enabled,
  });
}
