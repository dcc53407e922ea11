import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  type DriftIssueFilters,
  driftIssueKeys,
  fetchDriftIssueStats,
  fetchDriftIssues,
} from '../../drift-issues';
import { buildTrend } from '../lib/build-trend';

/** The server's page limit; the trend reads the newest issues up to it. */
const PAGE_LIMIT = 200;

/** The filtered list, the cards' counts and the trend's history, each one query. */
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
  const history = useQuery({
    queryKey: driftIssueKeys.history(),
    queryFn: ({ signal }) => fetchDriftIssues({ limit: PAGE_LIMIT }, signal),
  });
  const trend = useMemo(
    () => (history.data ? buildTrend(history.data.data, new Date()) : null),
    [history.data],
  );
  return { list, stats, trend };
}
