import { type AdvanceSetupRequest, routes, setupStateResponseSchema } from '@driftwatch/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

function advanceSetup(payload: AdvanceSetupRequest) {
  return apiRequest({
    method: 'POST',
    path: routes.setup.advance,
    schema: setupStateResponseSchema,
    body: payload,
  });
}

/** Leaves a step; the wizard reloads its state itself once the step has moved. */
export function useAdvanceSetup(step: AdvanceSetupRequest['step']) {
  return useMutation({
    mutationFn: (action: AdvanceSetupRequest['action']) => advanceSetup({ step, action }),
  });
}

/**
 * Back from a chat integration's OAuth flow (?success=slack) the integrations step is done. A query,
 * not an effect: it runs once per returned integration however often the page renders, and a repeat
 * would be harmless anyway (the server ignores leaving a step already left).
 */
export function useAdvanceAfterConnect(integration: string | null) {
  return useQuery({
    queryKey: ['setup-advance-after-connect', integration] as const,
    queryFn: () => advanceSetup({ step: 'integrations', action: 'next' }),
    enabled: integration !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
