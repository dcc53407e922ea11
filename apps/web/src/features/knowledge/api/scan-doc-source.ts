import { docSourceScanResponseSchema, pathFor, routes } from '@driftwatch/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-roots';

function scanDocSource(id: string) {
  return apiRequest({
    method: 'POST',
    path: pathFor(routes.docSources.scan, { id }),
    schema: docSourceScanResponseSchema,
  });
}

/** A scan syncs the pages and raises drift issues on the linked repositories, so those are refreshed too. */
export function useScanDocSource(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => scanDocSource(id),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: queryRoots.docSources });
      await queryClient.invalidateQueries({ queryKey: queryRoots.repositories });
      await queryClient.invalidateQueries({ queryKey: queryRoots.driftIssues });
    },
  });
}
