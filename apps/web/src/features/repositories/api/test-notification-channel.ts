import { pathFor, routes, testNotificationResponseSchema } from '@driftwatch/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

function testNotificationChannel(id: string, channelId: string) {
  return apiRequest({
    method: 'POST',
    path: pathFor(routes.repositories.testNotificationChannel, { id, channelId }),
    schema: testNotificationResponseSchema,
  });
}

export function useTestNotificationChannel(id: string, channelId: string) {
  return useMutation({ mutationFn: () => testNotificationChannel(id, channelId) });
}
