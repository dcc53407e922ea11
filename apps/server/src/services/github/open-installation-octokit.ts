import type { Octokit } from '@octokit/core';
import { JobError } from '../../jobs/job-definition.js';
import type { ServerContext } from '../../server-context.js';
import { createGithubApp } from './create-github-app.js';
import { findGithubInstallation } from './find-github-installation.js';

/** A client acting as the organization's App installation (its token minted and cached by the App). */
export async function openInstallationOctokit(
  context: ServerContext,
  organizationId: string,
): Promise<Octokit> {
  const config = context.config.githubApp;
  if (!config) throw new JobError('The GitHub App is not configured on this server any more.', false);
  const installationId = await findGithubInstallation(context, organizationId);
  return createGithubApp(config).getInstallationOctokit(installationId);
}
