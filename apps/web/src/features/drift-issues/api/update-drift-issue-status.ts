import { type DriftIssueStatus, driftIssueResponseSchema, pathFor, routes } from '@driftwatch/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-error';
import { queryRoots } from '../../../lib/query-roots';
import { toast } from '../../../lib/toast';
import { statusLabel } from '../lib/issue-labels';

/**
 * Resolving also sends resolved_at. The response is not read (the issue queries are refetched
 * instead), so any body is accepted.
 */
function updateDriftIssueStatus(id: string, status: DriftIssueStatus, resolution?: string) {
  return apiRequest({
    method: 'PATCH',
    path: pathFor(routes.driftIssues.status, { id }),
    schema: z.union([driftIssueResponseSchema, z.unknown()]),
    body: {
      status,
      ...(status === 'resolved' ? { resolved_at: new Date().toISOString() } : {}),
      ...(resolution ? { resolution } : {}),
    },
  });
}

interface UpdateIssueStatusTexts {
  /** The toast title on success; the detail page's says the new status, a row's reads "Issue updated". */
  successTitle: string;
  errorTitle: string;
}

/** Open → resolved or ignored, from the detail page or a table row's menu. */
export function useUpdateIssueStatus(
  texts: UpdateIssueStatusTexts = { successTitle: 'Status updated', errorTitle: 'Error updating status' },
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: DriftIssueStatus }) =>
      updateDriftIssueStatus(id, status),
    onSuccess: (_data, { status }) => {
      toast({
        title: texts.successTitle,
        description: `Issue marked as ${statusLabel(status)}`,
        variant: 'success',
      });
      void queryClient.invalidateQueries({ queryKey: queryRoots.driftIssues });
      void queryClient.invalidateQueries({ queryKey: queryRoots.dashboard });
    },
    onError: (error) =>
      toast({
        title: texts.errorTitle,
        description: errorMessage(error, 'Failed to update issue status'),
        variant: 'error',
      }),
  });
}
