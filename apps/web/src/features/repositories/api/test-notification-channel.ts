import { pathFor, routes, testNotificationResponseSchema } from '@driftwatch/contract';
import { apiRequest } from '../../../lib/api-client';

export function testNotificationChannel(id: string, channelId: string) {
  return apiRequest({
    method: 'POST',
    path: pathFor(routes.repositories.testNotificationChannel, { id, channelId }),
    schema: testNotificationResponseSchema,
  });
}
