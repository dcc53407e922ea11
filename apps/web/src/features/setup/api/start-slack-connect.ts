import { pathFor, providerConnectResponseSchema, routes } from '@driftwatch/contract';
import { apiRequest } from '../../../lib/api-client';

/** Asks the server for Slack's OAuth URL; the flow returns to /setup (source setup). */
export async function startSlackConnect(): Promise<string> {
  const response = await apiRequest({
    path: pathFor(routes.auth.providerConnect, { provider: 'slack' }),
    schema: providerConnectResponseSchema,
    query: { source: 'setup' },
  });
  return response.oauth_url;
}
