import { currentPlanResponseSchema, routes } from '@driftwatch/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

function fetchCurrentPlan(signal?: AbortSignal) {
  return apiRequest({ path: routes.plans.current, schema: currentPlanResponseSchema, signal });
}

const currentPlanQueryKey = () => ['plans', 'current'] as const;

export function useCurrentPlan() {
  return useQuery({ queryKey: currentPlanQueryKey(), queryFn: ({ signal }) => fetchCurrentPlan(signal) });
}
