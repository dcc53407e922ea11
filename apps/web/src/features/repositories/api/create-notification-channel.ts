import {
  type CreateNotificationChannelRequest,
  notificationChannelResponseSchema,
  pathFor,
  routes,
} from '@driftwatch/contract';
import { apiRequest } from '../../../lib/api-client';

export function createNotificationChannel(id: string, payload: CreateNotificationChannelRequest) {
  return apiRequest({
    method: 'POST',
    path: pathFor(routes.repositories.notificationChannels, { id }),
    schema: notificationChannelResponseSchema,
    body: payload,
  });
}
