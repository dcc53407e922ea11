import { type ConnectRepositoryResponse, defaultScanSchedule } from '@driftwatch/contract';
import { findRepositoryByExternalId, insertRepository, type RepositoryRow } from '@driftwatch/db';
import type { ServerContext } from '../../../server-context.js';
import { computeNextScan } from '../../repositories/compute-next-scan.js';
import { alreadyConnected, type ConnectRepositoryInput } from '../../repositories/connect-repository.js';
import { defaultMapping } from '../../repositories/default-mapping.js';
import { finishConnect } from '../../repositories/finish-connect.js';
import { resolveSchedule } from '../../repositories/resolve-schedule.js';
import { bitbucketBranchSchema } from './bitbucket-objects.js';
import { bitbucketCloneUrl } from './bitbucket-repository-facts.js';
import { createBitbucketWebhook } from './create-bitbucket-webhook.js';
import { findBitbucketRepository } from './find-bitbucket-repository.js';

/**
 * Connects a repository of the organization's Bitbucket connection: its facts come from Bitbucket,
 * its webhook is created (unless the repository polls instead), and the first scan is queued.
 * Clones use the connection's token, read when needed, so none is copied onto the row.
 */
export async function connectBitbucketRepository(
  context: ServerContext,
  { scope, repository: input }: Pick<ConnectRepositoryInput, 'scope' | 'repository'>,
): Promise<ConnectRepositoryResponse> {
  const { bitbucket, repository } = await findBitbucketRepository(context, scope.organizationId, input);
  const externalId = repository.uuid;
  if (await findRepositoryByExternalId(context.db, scope.organizationId, 'bitbucket', externalId)) {
    throw alreadyConnected();
  }
  const address = { workspace: repository.full_name.split('/')[0] ?? '', repo_slug: externalId };
  const defaultBranch = repository.mainbranch?.name ?? 'main';
  const changeDetection = input.changeDetection ?? 'webhook';
  const hook =
    changeDetection === 'webhook'
      ? await createBitbucketWebhook(context, bitbucket.client, address)
      : undefined;
  // A polling repository starts from the head its first scan covers: the first poll looks for newer.
  const polledHead =
    changeDetection === 'poll'
      ? bitbucketBranchSchema.parse(
          (await bitbucket.client.repositories.getBranch({ ...address, name: defaultBranch })).data,
        ).target.hash
      : null;
  const scanSchedule = resolveSchedule(defaultScanSchedule, input.scanSchedule);
  let row: RepositoryRow;
  try {
    row = await insertRepository(context.db, {
      organizationId: scope.organizationId,
      provider: 'bitbucket',
      externalId,
      name: repository.name,
      fullName: repository.full_name,
      url: bitbucketCloneUrl(repository),
      webUrl: repository.links.html.href,
      defaultBranch,
      language: input.language ?? (repository.language || null),
      description: repository.description || null,
      isPrivate: repository.is_private,
      mappingConfig: { ...defaultMapping(), ...input.mappingConfig },
      scanSchedule,
      meta: { tags: [], notes: '', ...input.meta },
      webhookId: hook?.webhookId ?? null,
      webhookSecretEncrypted: hook?.webhookSecretEncrypted ?? null,
      changeDetection,
      lastPolledAt: polledHead ? context.clock.now() : null,
      lastPolledHeadSha: polledHead,
      nextScanAt: computeNextScan(scanSchedule, context.clock.now()),
      connectedBy: scope.userId,
    });
  } catch (error) {
    // The hook just made must not outlive a connection that was not stored.
    if (hook)
      await bitbucket.client.repositories.deleteWebhook({ ...address, uid: hook.webhookId }).catch(() => {});
    if (await findRepositoryByExternalId(context.db, scope.organizationId, 'bitbucket', externalId)) {
      throw alreadyConnected();
    }
    throw error;
  }
  return finishConnect(context, scope, row, polledHead ?? undefined);
}
