import { type LinearIssueCreateRequest, linearIssueCreateResponseSchema, routes } from '@driftwatch/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-roots';

function createLinearIssue(body: LinearIssueCreateRequest) {
  return apiRequest({
    method: 'POST',
    path: routes.linear.issues,
    schema: linearIssueCreateResponseSchema,
    body,
  });
}

/** Pushes a drift issue to Linear; the issue queries are refetched to show its Linear link. */
export function useCreateLinearIssue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLinearIssue,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryRoots.driftIssues });
    },
  });
}
