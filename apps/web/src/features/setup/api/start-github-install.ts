import { pathFor, providerConnectResponseSchema, routes } from '@driftwatch/contract';
import { apiRequest } from '../../../lib/api-client';

/**
 * Asks the server for the GitHub App's installation page with a fresh state; GitHub sends the
 * browser back to /install/github with the installation id and that state (source setup).
 */
export async function startGithubInstall(): Promise<string> {
  const response = await apiRequest({
    path: pathFor(routes.auth.providerConnect, { provider: 'github' }),
    schema: providerConnectResponseSchema,
    query: { source: 'setup' },
  });
  return response.oauth_url;
}
