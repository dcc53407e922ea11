import { queryRoots } from '../../../lib/query-roots';
import type { DriftIssueFilters } from '../api/fetch-drift-issues';

/** Everything under `drift-issues` is invalidated by live issue and scan events. */
export const driftIssueKeys = {
  all: queryRoots.driftIssues,
  list: (filters: DriftIssueFilters) => ['drift-issues', 'list', filters] as const,
  trend: (repository: string, days: number) => ['drift-issues', 'trend', repository, days] as const,
  stats: (repository: string) => ['drift-issues', 'stats', repository] as const,
  issue: (id: string) => ['drift-issues', 'issue', id] as const,
  diff: (id: string) => ['drift-issues', 'diff', id] as const,
};
