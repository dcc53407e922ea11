import { driftIssueTrendResponseSchema, routes } from '@driftwatch/contract';
import { apiRequest } from '../../../lib/api-client';

/** Open, created and resolved issues per UTC day over the last `days` days; "all" means every repository. */
export function fetchDriftIssueTrend(repositoryId: string, days: number, signal?: AbortSignal) {
  return apiRequest({
    path: routes.driftIssues.trend,
    schema: driftIssueTrendResponseSchema,
    query: { repositoryId, days },
    signal,
  });
}
