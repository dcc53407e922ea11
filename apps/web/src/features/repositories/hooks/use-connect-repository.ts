import type { ConnectRepositoryResponse } from '@driftwatch/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '../../../lib/api-error';
import { queryRoots } from '../../../lib/query-roots';
import { toast } from '../../../lib/toast';

interface ConnectCallbacks {
  onConnected?: () => void;
  /** A form that shows the failure itself (inline, where the user is looking) takes the place of the toast. */
  onFailed?: (message: string) => void;
}

/** Any way of connecting (a Git URL, an available repository, the sample) with the same toasts. */
export function useConnectRepository<TVariables = void>(
  connect: (variables: TVariables) => Promise<ConnectRepositoryResponse>,
  callbacks: ConnectCallbacks = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: connect,
    // The mutation stays pending until the list has the new repository, so the toast, the card and
    // the switch to the connected tab arrive together (not a "0 connected" moment in between).
    onSuccess: async (result) => {
      await queryClient.invalidateQueries({ queryKey: queryRoots.repositories });
      toast({
        title: 'Repository Connected',
        description: `${result.repository.fullName} is being scanned.`,
        variant: 'success',
      });
      callbacks.onConnected?.();
    },
    onError: (error) => {
      const message = errorMessage(error, 'Unable to connect repository. Please try again.');
      if (callbacks.onFailed) callbacks.onFailed(message);
      else toast({ title: 'Connection Error', description: message, variant: 'error' });
    },
  });
}
