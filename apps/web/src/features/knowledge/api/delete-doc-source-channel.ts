import { pathFor, routes, successMessageSchema } from '@driftwatch/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { docSourcesQueryKeys } from './doc-sources-query-keys';

function deleteDocSourceChannel(id: string, channelId: string) {
  return apiRequest({
    method: 'DELETE',
    path: pathFor(routes.docSources.notificationChannel, { id, channelId }),
    schema: successMessageSchema,
  });
}

export function useDeleteDocSourceChannel(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (channelId: string) => deleteDocSourceChannel(id, channelId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: docSourcesQueryKeys.channels(id) }),
  });
}
