import { rm } from 'node:fs/promises';
import path from 'node:path';
import { deleteRepository, findRepository } from '@driftwatch/db';
import { notFound } from '../../http/app-error.js';
import type { ServerContext } from '../../server-context.js';
import { repositoryWebhooks } from '../code-hosts/repository-webhooks.js';
import { cloneProviderFor } from './clone-provider-for.js';
import type { RepositoryAddress } from './require-repository.js';
import { isInside } from './sample-location.js';

/**
 * Disconnecting keeps nothing: the row goes with its scans, issues, comments, channels and alerts
 * (foreign keys cascade), then the clone, the fact cache and a materialized sample are deleted.
 */
export async function disconnectRepository(
  context: ServerContext,
  { organizationId, repositoryId }: RepositoryAddress,
): Promise<{ success: boolean; message: string }> {
  const repository = await findRepository(context.db, organizationId, repositoryId);
  if (!repository) throw notFound();
  await deleteRepository(context.db, organizationId, repositoryId);
  await repositoryWebhooks[repository.provider]?.remove(context, repository);
  const provider = cloneProviderFor(context, repository.provider);
  await provider?.removeCheckout(repository.id);
  await rm(path.join(context.paths.scanCache, repository.id), { recursive: true, force: true });
  if (isInside(context.paths.samples, repository.url)) {
    await rm(repository.url, { recursive: true, force: true });
  }
  await context.live
    .publish(organizationId, {
      type: 'repository.updated',
      repositoryId,
      at: context.clock.now().toISOString(),
    })
    .catch(() => {});
  return { success: true, message: 'Repository Disconnected' };
}
