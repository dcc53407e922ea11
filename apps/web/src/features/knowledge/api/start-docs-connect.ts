import { type ConnectProvider, pathFor, providerConnectResponseSchema, routes } from '@driftwatch/contract';
import { apiRequest } from '../../../lib/api-client';

/** The provider's authorization URL; the flow returns to the screen it started from. */
export async function startDocsConnect(
  provider: ConnectProvider,
  source: 'repositories' | 'knowledge',
): Promise<string> {
  const response = await apiRequest({
    path: pathFor(routes.auth.providerConnect, { provider }),
    schema: providerConnectResponseSchema,
    query: { source },
  });
  return response.oauth_url;
}
