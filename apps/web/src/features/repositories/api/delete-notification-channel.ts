import { pathFor, routes, successMessageSchema } from '@driftwatch/contract';
import { apiRequest } from '../../../lib/api-client';

export function deleteNotificationChannel(id: string, channelId: string) {
  return apiRequest({
    method: 'DELETE',
    path: pathFor(routes.repositories.notificationChannel, { id, channelId }),
    schema: successMessageSchema,
  });
}
