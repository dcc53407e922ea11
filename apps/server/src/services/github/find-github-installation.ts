import { findCurrentIntegration } from '@driftwatch/db';
import { JobError } from '../../jobs/job-definition.js';
import type { ServerContext } from '../../server-context.js';

/** The organization's connected GitHub App installation id; a job cannot reach GitHub without it. */
export async function findGithubInstallation(
  context: ServerContext,
  organizationId: string,
): Promise<number> {
  const current = await findCurrentIntegration(context.db, organizationId, 'github_app');
  const installationId = Number(current?.integration.externalId);
  if (current?.integration.status !== 'connected' || !Number.isSafeInteger(installationId))
    throw new JobError('The GitHub App is not installed for this organization any more.', false);
  return installationId;
}
