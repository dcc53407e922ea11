import { useQuery } from '@tanstack/react-query';
import {
  type DriftIssueFilters,
  driftIssueKeys,
  fetchDriftIssueStats,
  fetchDriftIssues,
} from '../../drift-issues';

/** The server's page limit: the table shows the newest issues up to it. */
const PAGE_LIMIT = 200;

/** The filtered list and the cards' counts, each one query. */
export function useDashboardData(filters: DriftIssueFilters) {
  const list = useQuery({
    queryKey: driftIssueKeys.list(filters),
    queryFn: ({ signal }) =>
      fetchDriftIssues({ ...filters, search: filters.search.trim(), limit: PAGE_LIMIT }, signal),
    placeholderData: (previous) => previous,
  });
  const stats = useQuery({
    queryKey: driftIssueKeys.stats(filters.repository),
    queryFn: ({ signal }) => fetchDriftIssueStats(filters.repository, signal),
  });
  return { list, stats };
}
