import {
  type CreateDocSourceNotificationChannelRequest,
  docSourceNotificationChannelResponseSchema,
  pathFor,
  routes,
} from '@driftwatch/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { docSourcesQueryKeys } from './doc-sources-query-keys';

function createDocSourceChannel(id: string, payload: CreateDocSourceNotificationChannelRequest) {
  return apiRequest({
    method: 'POST',
    path: pathFor(routes.docSources.notificationChannels, { id }),
    schema: docSourceNotificationChannelResponseSchema,
    body: payload,
  });
}

export function useCreateDocSourceChannel(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: CreateDocSourceNotificationChannelRequest) => createDocSourceChannel(id, payload),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: docSourcesQueryKeys.channels(id) }),
  });
}
