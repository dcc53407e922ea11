import { pathFor, providerConnectResponseSchema, routes, type TokenCodeHost } from '@driftwatch/contract';
import { apiRequest } from '../../../lib/api-client';

/** The host's authorization URL for its OAuth application; the flow returns to the Repositories screen. */
export async function startCodeHostConnect(host: TokenCodeHost): Promise<string> {
  const response = await apiRequest({
    path: pathFor(routes.auth.providerConnect, { provider: host }),
    schema: providerConnectResponseSchema,
    query: { source: 'repositories' },
  });
  return response.oauth_url;
}
