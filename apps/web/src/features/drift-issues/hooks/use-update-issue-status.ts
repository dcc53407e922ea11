import type { DriftIssueStatus } from '@driftwatch/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/api-error';
import { toast } from '../../../lib/toast';
import { updateDriftIssueStatus } from '../api/update-drift-issue-status';
import { statusLabel } from '../lib/issue-labels';
import { driftIssueKeys } from './drift-issue-query-keys';

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
      void queryClient.invalidateQueries({ queryKey: driftIssueKeys.all });
    },
    onError: (error) =>
      toast({
        title: texts.errorTitle,
        description: errorMessage(error, 'Failed to update issue status'),
        variant: 'error',
      }),
  });
}
