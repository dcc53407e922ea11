import type { GithubInstalledResponse } from '@driftwatch/contract';
import { findCurrentIntegration, listCodeHostRepositories } from '@driftwatch/db';
import type { ServerContext } from '../../server-context.js';

/** Whether the organization holds this installation; another organization's installation is "not installed". */
export async function getGithubInstallation(
  context: ServerContext,
  input: { organizationId: string; installationId: number },
): Promise<GithubInstalledResponse> {
  const current = await findCurrentIntegration(context.db, input.organizationId, 'github_app');
  const integration = current?.integration;
  if (
    !integration ||
    integration.externalId !== String(input.installationId) ||
    integration.status !== 'connected'
  )
    return { installed: false, installation: null };
  const repositories = await listCodeHostRepositories(context.db, input.organizationId);
  return {
    installed: true,
    installation: {
      installation_id: input.installationId,
      account: integration.teamName ?? '',
      repository_count: repositories.filter((row) => row.integrationId === integration.id).length,
    },
  };
}
