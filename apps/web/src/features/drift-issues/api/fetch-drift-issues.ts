import { driftIssueListResponseSchema, routes } from '@driftwatch/contract';
import { apiRequest } from '../../../lib/api-client';
import type { QueryValue } from '../../../lib/build-query';

export interface DriftIssueFilters {
  search: string;
  repository: string;
  status: string;
  severity: string;
}

/** A filter value of all is omitted by the query builder. */
export function fetchDriftIssues(
  filters: Partial<DriftIssueFilters> & { limit?: number; offset?: number },
  signal?: AbortSignal,
) {
  const query: Record<string, QueryValue> = { ...filters };
  return apiRequest({ path: routes.driftIssues.list, schema: driftIssueListResponseSchema, query, signal });
}
