import { driftIssueStatsResponseSchema, routes } from '@driftwatch/contract';
import { apiRequest } from '../../../lib/api-client';

export function fetchDriftIssueStats(repository: string, signal?: AbortSignal) {
  return apiRequest({
    path: routes.driftIssues.stats,
    schema: driftIssueStatsResponseSchema,
    query: { repository },
    signal,
  });
}
