import {
  type ConnectProvider,
  type ConnectSource,
  oauthContinueResponseSchema,
  routes,
} from '@driftwatch/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-roots';

interface ContinueOauthFlow {
  integration: ConnectProvider;
  source: ConnectSource;
  /** Extra query values the link carried (a Slack team hint), passed on unchanged. */
  params: Record<string, string>;
}

function continueOauthFlow({ integration, source, params }: ContinueOauthFlow, signal?: AbortSignal) {
  return apiRequest({
    path: routes.integrations.oauthContinue,
    schema: oauthContinueResponseSchema,
    query: { ...params, integration, source },
    signal,
  });
}

/**
 * For a person who is signed in: the provider's authorization URL. A query rather than an effect, so
 * a re-render never starts a second flow (each start creates a single-use state on the server).
 */
export function useContinueOauthFlow(flow: ContinueOauthFlow, enabled: boolean) {
  return useQuery({
    queryKey: [...queryRoots.integrations, 'oauth-continue', flow] as const,
    queryFn: ({ signal }) => continueOauthFlow(flow, signal),
    enabled,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}
