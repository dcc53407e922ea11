import { type ConnectProvider, pathFor, providerConnectResponseSchema, routes } from '@driftwatch/contract';
import { apiRequest } from '../../../lib/api-client';

/** Asks the server for a provider's authorization URL; the flow returns to /integrations. */
export async function startIntegrationConnect(provider: ConnectProvider): Promise<string> {
  const response = await apiRequest({
    path: pathFor(routes.auth.providerConnect, { provider }),
    schema: providerConnectResponseSchema,
    query: { source: 'integrations' },
  });
  return response.oauth_url;
}
