import { pathFor, providerConnectResponseSchema, routes } from '@driftwatch/contract';
import { apiRequest } from '../../../lib/api-client';

/** GitLab's authorization URL for the OAuth application; the flow returns to the Repositories screen. */
export async function startGitlabConnect(): Promise<string> {
  const response = await apiRequest({
    path: pathFor(routes.auth.providerConnect, { provider: 'gitlab' }),
    schema: providerConnectResponseSchema,
    query: { source: 'repositories' },
  });
  return response.oauth_url;
}
