import { routes, usageStatsResponseSchema } from '@driftwatch/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { billingQueryKeys } from './billing-query-keys';

function fetchUsageStats(signal?: AbortSignal) {
  return apiRequest({ path: routes.usage.stats, schema: usageStatsResponseSchema, signal });
}

export function useUsageStats(enabled: boolean) {
  return useQuery({
    queryKey: billingQueryKeys.usageStats(),
    queryFn: ({ signal }) => fetchUsageStats(signal),
    enabled,
  });
}
