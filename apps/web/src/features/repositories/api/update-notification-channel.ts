import {
  notificationChannelResponseSchema,
  repositoryRoutes,
  type UpdateNotificationChannelRequest,
} from '@driftwatch/contract';
import { apiRequest } from '../../../lib/api-client';
import { pathWith } from '../lib/path-with';

export function updateNotificationChannel(
  id: string,
  channelId: string,
  payload: UpdateNotificationChannelRequest,
) {
  return apiRequest({
    method: 'PUT',
    path: pathWith(repositoryRoutes.notificationChannel, { id, channelId }),
    schema: notificationChannelResponseSchema,
    body: payload,
  });
}
