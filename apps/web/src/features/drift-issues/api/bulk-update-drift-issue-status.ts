import {
  bulkUpdateDriftIssueStatusResponseSchema,
  type DriftIssueStatus,
  routes,
} from '@driftwatch/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-roots';

function bulkUpdateDriftIssueStatus(issueIds: string[], status: DriftIssueStatus) {
  return apiRequest({
    method: 'PATCH',
    path: routes.driftIssues.bulkStatus,
    schema: bulkUpdateDriftIssueStatusResponseSchema,
    body: { issue_ids: issueIds, status },
  });
}

/** Updated or not, the lists are refetched: a partial failure may still have changed some rows. */
export function useBulkUpdateDriftIssueStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ issueIds, status }: { issueIds: string[]; status: DriftIssueStatus }) =>
      bulkUpdateDriftIssueStatus(issueIds, status),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryRoots.driftIssues }),
        queryClient.invalidateQueries({ queryKey: queryRoots.dashboard }),
      ]),
  });
}
