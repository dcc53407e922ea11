import { plansResponseSchema, routes } from '@driftwatch/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { billingQueryKeys } from './billing-query-keys';

async function fetchPlans(signal?: AbortSignal) {
  return (await apiRequest({ path: routes.plans.list, schema: plansResponseSchema, signal })).plans;
}

export function usePlans() {
  return useQuery({ queryKey: billingQueryKeys.plans(), queryFn: ({ signal }) => fetchPlans(signal) });
}
