import { repositoryRoutes, testNotificationResponseSchema } from '@driftwatch/contract';
import { apiRequest } from '../../../lib/api-client';
import { pathWith } from '../lib/path-with';

export function testNotificationChannel(id: string, channelId: string) {
  return apiRequest({
    method: 'POST',
    path: pathWith(repositoryRoutes.testNotificationChannel, { id, channelId }),
    schema: testNotificationResponseSchema,
  });
}
