import { repositoryRoutes, successMessageSchema } from '@driftwatch/contract';
import { apiRequest } from '../../../lib/api-client';
import { pathWith } from '../lib/path-with';

export function deleteNotificationChannel(id: string, channelId: string) {
  return apiRequest({
    method: 'DELETE',
    path: pathWith(repositoryRoutes.notificationChannel, { id, channelId }),
    schema: successMessageSchema,
  });
}
