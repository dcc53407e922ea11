import { availableChannelsResponseSchema, repositoryRoutes } from '@driftwatch/contract';
import { apiRequest } from '../../../lib/api-client';

/** Which alert types can be added now: email and webhook always, Slack and Teams once connected. */
export function fetchAvailableChannels(signal?: AbortSignal) {
  return apiRequest({
    path: repositoryRoutes.availableChannels,
    schema: availableChannelsResponseSchema,
    signal,
  });
}
