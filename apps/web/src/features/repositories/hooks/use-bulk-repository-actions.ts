import { useMutation, useQueryClient } from '@tanstack/react-query';
import { countOf } from '../../../lib/count-of';
import { queryRoots } from '../../../lib/query-roots';
import { toast } from '../../../lib/toast';
import { disconnectRepository } from '../api/disconnect-repository';
import { triggerScan } from '../api/trigger-scan';

/** Runs one call per selected repository; a partial failure gets one bulk message, not one per call. */
export function useBulkRepositoryActions(onDone: () => void) {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: queryRoots.repositories });
  const scans = useMutation({
    mutationFn: async (ids: string[]) => {
      const results = await Promise.allSettled(ids.map((id) => triggerScan(id)));
      if (results.some((result) => result.status === 'rejected')) throw new Error('partial');
    },
    onSuccess: (_data, ids) =>
      toast({
        title: 'Scan Triggered',
        description: `Scanning ${countOf(ids.length, 'repository', 'repositories')}.`,
        variant: 'success',
      }),
    onError: () =>
      toast({
        title: 'Bulk Scan Failed',
        description: 'Some scans may not have been triggered',
        variant: 'error',
      }),
    onSettled: refresh,
  });
  const disconnect = useMutation({
    mutationFn: async (ids: string[]) => {
      const results = await Promise.allSettled(ids.map((id) => disconnectRepository(id)));
      if (results.some((result) => result.status === 'rejected')) throw new Error('partial');
    },
    onSuccess: (_data, ids) => {
      toast({
        title: 'Repository Disconnected',
        description: `${countOf(ids.length, 'repository', 'repositories')} disconnected.`,
        variant: 'success',
      });
      onDone();
    },
    onError: () =>
      toast({
        title: 'Bulk Disconnect Failed',
        description: 'Some repositories may not have been disconnected',
        variant: 'error',
      }),
    onSettled: () => {
      refresh();
      void queryClient.invalidateQueries({ queryKey: queryRoots.driftIssues });
    },
  });
  return { scans, disconnect, busy: scans.isPending || disconnect.isPending };
}
