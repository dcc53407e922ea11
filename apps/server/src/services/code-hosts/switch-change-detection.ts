import type { ChangeDetection } from '@driftwatch/contract';
import type { NewRepositoryRow, RepositoryRow } from '@driftwatch/db';
import { validationFailed } from '../../http/app-error.js';
import type { ServerContext } from '../../server-context.js';
import { codeHostPollers } from './code-host-pollers.js';
import { repositoryWebhooks } from './repository-webhooks.js';

type ChangeDetectionValues = Pick<
  NewRepositoryRow,
  'changeDetection' | 'webhookId' | 'webhookSecretEncrypted' | 'lastPolledAt'
>;

/**
 * The repository's values for a change of how pushes and pull requests are noticed. A GitLab or
 * Bitbucket repository's hook is removed when it starts polling and created when it goes back to
 * webhooks; the GitHub App's webhooks are the App's, so GitHub only polls in addition to them. The
 * first poll runs at the next tick.
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
        message:
          'Only repositories connected from GitHub, GitLab or Bitbucket choose between webhooks and polling.',
      },
    ]);
  }
  if (target === repository.changeDetection) return {};
  const webhooks = repositoryWebhooks[repository.provider];
  if (!webhooks) return { changeDetection: target, ...(target === 'poll' ? { lastPolledAt: null } : {}) };
  if (target === 'poll') {
    await webhooks.remove(context, repository);
    return { changeDetection: 'poll', webhookId: null, webhookSecretEncrypted: null, lastPolledAt: null };
  }
  const hook = await webhooks.create(context, repository);
  if (!hook) {
    throw validationFailed([
      { path: 'changeDetection', message: `Connect ${webhooks.label} again before switching to webhooks.` },
    ]);
  }
  return { changeDetection: 'webhook', ...hook };
}
