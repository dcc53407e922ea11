import type { RepositoryRow } from '@driftwatch/db';
import type { RepositoryCredentials } from '@driftwatch/integrations';
import { JobError } from '../../jobs/job-definition.js';
import type { ServerContext } from '../../server-context.js';
import { createGithubApp } from './create-github-app.js';
import { findGithubInstallation } from './find-github-installation.js';
import { mintInstallationCredentials } from './mint-installation-credentials.js';

/** Credentials for fetching a repository connected through the GitHub App. */
export async function githubCloneCredentials(
  context: ServerContext,
  repository: RepositoryRow,
): Promise<RepositoryCredentials> {
  const config = context.config.githubApp;
  if (!config) throw new JobError('The GitHub App is not configured on this server any more.', false);
  const installationId = await findGithubInstallation(context, repository.organizationId);
  return mintInstallationCredentials(createGithubApp(config), installationId);
}
