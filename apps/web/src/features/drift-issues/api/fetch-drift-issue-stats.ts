import { driftIssueRoutes, driftIssueStatsResponseSchema } from '@driftwatch/contract';
import { apiRequest } from '../../../lib/api-client';

export function fetchDriftIssueStats(repository: string, signal?: AbortSignal) {
  return apiRequest({
    path: driftIssueRoutes.stats,
    schema: driftIssueStatsResponseSchema,
    query: { repository },
    signal,
  });
}
