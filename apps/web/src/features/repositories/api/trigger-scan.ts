import { pathFor, routes, triggerScanResponseSchema } from '@driftwatch/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-roots';

/** Scans the default branch head with the default options (PR checks off, external docs on). */
export function triggerScan(id: string) {
  return apiRequest({
    method: 'POST',
    path: pathFor(routes.repositories.scan, { id }),
    schema: triggerScanResponseSchema,
    body: { options: { include_pr_checks: false, include_external_docs: true } },
  });
}

export function useTriggerScan(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => triggerScan(id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryRoots.repositories }),
  });
}
