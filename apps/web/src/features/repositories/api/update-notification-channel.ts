import {
  notificationChannelResponseSchema,
  pathFor,
  routes,
  type UpdateNotificationChannelRequest,
} from '@driftwatch/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-roots';

function updateNotificationChannel(id: string, channelId: string, payload: UpdateNotificationChannelRequest) {
  return apiRequest({
    method: 'PUT',
    path: pathFor(routes.repositories.notificationChannel, { id, channelId }),
    schema: notificationChannelResponseSchema,
    body: payload,
  });
}

export function useUpdateNotificationChannel(id: string, channelId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: UpdateNotificationChannelRequest) =>
      updateNotificationChannel(id, channelId, payload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryRoots.repositories }),
  });
}
