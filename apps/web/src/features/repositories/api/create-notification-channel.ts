import {
  type CreateNotificationChannelRequest,
  notificationChannelResponseSchema,
  pathFor,
  routes,
} from '@driftwatch/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-roots';

function createNotificationChannel(id: string, payload: CreateNotificationChannelRequest) {
  return apiRequest({
    method: 'POST',
    path: pathFor(routes.repositories.notificationChannels, { id }),
    schema: notificationChannelResponseSchema,
    body: payload,
  });
}

/** The same channel on every given repository (one card, or the bulk bar's selection). */
export function useCreateNotificationChannels(repositoryIds: readonly string[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: CreateNotificationChannelRequest) =>
      Promise.all(repositoryIds.map((id) => createNotificationChannel(id, payload))),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryRoots.repositories }),
  });
}
