import { pathFor, routes, successMessageSchema } from '@driftwatch/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-roots';

function deleteNotificationChannel(id: string, channelId: string) {
  return apiRequest({
    method: 'DELETE',
    path: pathFor(routes.repositories.notificationChannel, { id, channelId }),
    schema: successMessageSchema,
  });
}

export function useDeleteNotificationChannel(id: string, channelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteNotificationChannel(id, channelId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryRoots.repositories }),
  });
}
