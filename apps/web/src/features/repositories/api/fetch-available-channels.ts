import { availableChannelsResponseSchema, routes } from '@driftwatch/contract';
import { apiRequest } from '../../../lib/api-client';

/** Which alert types can be added now: email and webhook always, Slack and Teams once connected. */
export function fetchAvailableChannels(signal?: AbortSignal) {
  return apiRequest({
    path: routes.repositories.availableChannels,
    schema: availableChannelsResponseSchema,
    signal,
  });
}
