import { driftIssueListResponseSchema, routes } from '@driftwatch/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { QueryValue } from '../../../lib/build-query';
import { queryRoots } from '../../../lib/query-roots';

export interface DriftIssueFilters {
  search: string;
  repository: string;
  status: string;
  severity: string;
}

/** A filter value of all is omitted by the query builder. */
function fetchDriftIssues(
  filters: Partial<DriftIssueFilters> & { limit?: number; offset?: number },
  signal?: AbortSignal,
) {
  const query: Record<string, QueryValue> = { ...filters };
  return apiRequest({ path: routes.driftIssues.list, schema: driftIssueListResponseSchema, query, signal });
}

const driftIssuesQueryKey = (filters: DriftIssueFilters) =>
  [...queryRoots.driftIssues, 'list', filters] as const;

/** The server's page limit: the table shows the newest issues up to it. */
const PAGE_LIMIT = 200;

/** The filtered list; while new filters load, the previous rows stay on screen. */
export function useDriftIssues(filters: DriftIssueFilters) {
  return useQuery({
    queryKey: driftIssuesQueryKey(filters),
    queryFn: ({ signal }) =>
      fetchDriftIssues({ ...filters, search: filters.search.trim(), limit: PAGE_LIMIT }, signal),
    placeholderData: (previous) => previous,
  });
}
