import type { RepositoryRow } from '@driftwatch/db';
import type { ServerContext } from '../../../server-context.js';
import { openGitlab } from './open-gitlab.js';

/**
 * Removes the project hook of a disconnected repository. Best effort: a hook GitLab already lost,
 * or a token that no longer works, must not keep the repository connected here.
 */
export async function removeGitlabWebhook(context: ServerContext, repository: RepositoryRow): Promise<void> {
  if (repository.provider !== 'gitlab' || !repository.webhookId) return;
  const gitlab = await openGitlab(context, repository.organizationId);
  await gitlab?.client.ProjectHooks.remove(repository.externalId, Number(repository.webhookId)).catch(
    (error: unknown) => context.logger.warn({ err: error }, 'The GitLab hook could not be removed'),
  );
}
