import {
  type CreateNotificationChannelRequest,
  notificationChannelResponseSchema,
  repositoryRoutes,
} from '@driftwatch/contract';
import { apiRequest } from '../../../lib/api-client';
import { pathWith } from '../lib/path-with';

export function createNotificationChannel(id: string, payload: CreateNotificationChannelRequest) {
  return apiRequest({
    method: 'POST',
    path: pathWith(repositoryRoutes.notificationChannels, { id }),
    schema: notificationChannelResponseSchema,
    body: payload,
  });
}
