import {
  type IntegrationPlatform,
  pathFor,
  platformIntegrationResponseSchema,
  routes,
} from '@driftwatch/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-roots';

function fetchPlatformIntegration(platform: IntegrationPlatform, signal?: AbortSignal) {
  return apiRequest({
    path: pathFor(routes.integrations.platform, { platform }),
    schema: platformIntegrationResponseSchema,
    signal,
  });
}

/** One platform's connection and catalogue entry (whether this server is configured for it). */
export function usePlatformIntegration(platform: IntegrationPlatform) {
  return useQuery({
    queryKey: [...queryRoots.integrations, 'platform', platform] as const,
    queryFn: ({ signal }) => fetchPlatformIntegration(platform, signal),
  });
}
