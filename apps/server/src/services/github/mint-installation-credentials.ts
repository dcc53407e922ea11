import type { RepositoryCredentials } from '@driftwatch/integrations';
import type { App } from '@octokit/app';

/**
 * A fresh installation access token (GitHub makes them valid for one hour) for one git fetch. Git
 * receives it in an Authorization header through its environment, never in the remote URL.
 */
export async function mintInstallationCredentials(
  app: App,
  installationId: number,
): Promise<RepositoryCredentials> {
  const { data } = await app.octokit.request('POST /app/installations/{installation_id}/access_tokens', {
    installation_id: installationId,
  });
  return { token: data.token, username: 'x-access-token' };
}
