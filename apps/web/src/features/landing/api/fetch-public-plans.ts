import { publicPlansResponseSchema, routes } from '@driftwatch/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

async function fetchPublicPlans(signal?: AbortSignal) {
  const response = await apiRequest({
    path: routes.plans.public,
    schema: publicPlansResponseSchema,
    auth: false,
    signal,
  });
  return response.plans;
}

const publicPlansQueryKey = () => ['plans', 'public'] as const;

export function usePublicPlans() {
  return useQuery({ queryKey: publicPlansQueryKey(), queryFn: ({ signal }) => fetchPublicPlans(signal) });
}
