import {
  notificationChannelResponseSchema,
  pathFor,
  routes,
  type UpdateNotificationChannelRequest,
} from '@driftwatch/contract';
import { apiRequest } from '../../../lib/api-client';

export function updateNotificationChannel(
  id: string,
  channelId: string,
  payload: UpdateNotificationChannelRequest,
) {
  return apiRequest({
    method: 'PUT',
    path: pathFor(routes.repositories.notificationChannel, { id, channelId }),
    schema: notificationChannelResponseSchema,
    body: payload,
  });
}
