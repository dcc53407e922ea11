import type { ChangeDetection } from '@driftwatch/contract';
import type { NewRepositoryRow, RepositoryRow } from '@driftwatch/db';
import { validationFailed } from '../../http/app-error.js';
import type { ServerContext } from '../../server-context.js';
import { codeHostPollers } from './code-host-pollers.js';
import { createGitlabWebhook } from './gitlab/create-gitlab-webhook.js';
import { openGitlab } from './gitlab/open-gitlab.js';
import { removeGitlabWebhook } from './gitlab/remove-gitlab-webhook.js';

type ChangeDetectionValues = Pick<
  NewRepositoryRow,
  'changeDetection' | 'webhookId' | 'webhookSecretEncrypted' | 'lastPolledAt'
>;

/**
 * The repository's values for a change of how pushes and pull requests are noticed. GitLab's project
 * hook is removed when the repository starts polling and created when it goes back to webhooks; the
 * GitHub App's webhooks are the App's, so GitHub only polls in addition to them. The first poll
 * runs at the next tick.
 */
export async function switchChangeDetection(
  context: ServerContext,
  repository: RepositoryRow,
  target: ChangeDetection,
): Promise<ChangeDetectionValues> {
  if (!codeHostPollers[repository.provider]) {
    throw validationFailed([
      {
        path: 'changeDetection',
        message: 'Only repositories connected from GitHub or GitLab choose between webhooks and polling.',
      },
    ]);
  }
  if (target === repository.changeDetection) return {};
  if (repository.provider !== 'gitlab')
    return { changeDetection: target, ...(target === 'poll' ? { lastPolledAt: null } : {}) };
  if (target === 'poll') {
    await removeGitlabWebhook(context, repository);
    return { changeDetection: 'poll', webhookId: null, webhookSecretEncrypted: null, lastPolledAt: null };
  }
  const gitlab = await openGitlab(context, repository.organizationId);
  if (!gitlab) {
    throw validationFailed([
      { path: 'changeDetection', message: 'Connect GitLab again before switching to webhooks.' },
    ]);
  }
  const hook = await createGitlabWebhook(context, gitlab.client, repository.externalId);
  return { changeDetection: 'webhook', ...hook };
}
