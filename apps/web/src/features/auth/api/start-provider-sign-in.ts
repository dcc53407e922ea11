import { pathFor, providerConnectResponseSchema, routes } from '@driftwatch/contract';
import { apiRequest } from '../../../lib/api-client';

/** Code-hosting sign-in: the server answers with the provider's authorization URL. */
export async function startProviderSignIn(provider: string, source: string): Promise<string> {
  const response = await apiRequest({
    path: pathFor(routes.auth.providerConnect, { provider }),
    schema: providerConnectResponseSchema,
    query: { source },
    auth: false,
  });
  return response.oauth_url;
}
