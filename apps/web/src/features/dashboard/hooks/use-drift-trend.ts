import { useQuery } from '@tanstack/react-query';
import { driftIssueKeys, fetchDriftIssueTrend } from '../../drift-issues';

/**
 * The server's daily history for the chart. It sits under the drift-issues key, so live issue and
 * scan events and status changes refresh it with the list.
 */
export function useDriftTrend(repository: string, days: number) {
  return useQuery({
    queryKey: driftIssueKeys.trend(repository, days),
    queryFn: ({ signal }) => fetchDriftIssueTrend(repository, days, signal),
    // Switching the range or repository keeps the old curve on screen until the new one arrives.
    placeholderData: (previous) => previous,
  });
}
