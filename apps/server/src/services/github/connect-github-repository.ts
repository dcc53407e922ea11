import { type ConnectRepositoryResponse, defaultScanSchedule } from '@driftwatch/contract';
import { findCodeHostRepository, findRepositoryByExternalId, insertRepository } from '@driftwatch/db';
import { validationFailed } from '../../http/app-error.js';
import type { ServerContext } from '../../server-context.js';
import { computeNextScan } from '../repositories/compute-next-scan.js';
import { alreadyConnected, type ConnectRepositoryInput } from '../repositories/connect-repository.js';
import { defaultMapping } from '../repositories/default-mapping.js';
import { finishConnect } from '../repositories/finish-connect.js';
import { resolveSchedule } from '../repositories/resolve-schedule.js';

/**
 * Connects one of the GitHub App installation's repositories, picked by its GitHub id (externalId)
 * from the available list: its names, clone URL and default branch are GitHub's, and no token is
 * stored (each fetch mints an installation token).
 */
export async function connectGithubRepository(
  context: ServerContext,
  { scope, repository: input }: ConnectRepositoryInput,
): Promise<ConnectRepositoryResponse> {
  const available = input.externalId
    ? await findCodeHostRepository(context.db, scope.organizationId, 'github', input.externalId)
    : undefined;
  if (!available) {
    throw validationFailed([
      {
        path: 'externalId',
        message:
          'This repository is not in your GitHub App installation. Add it to the installation on GitHub first.',
      },
    ]);
  }
  if (await findRepositoryByExternalId(context.db, scope.organizationId, 'github', available.externalId))
    throw alreadyConnected();
  const scanSchedule = resolveSchedule(defaultScanSchedule, input.scanSchedule);
  const now = context.clock.now();
  const row = await insertRepository(context.db, {
    organizationId: scope.organizationId,
    provider: 'github',
    externalId: available.externalId,
    name: available.name,
    fullName: available.fullName,
    url: available.cloneUrl,
    webUrl: available.webUrl,
    defaultBranch: available.defaultBranch,
    language: available.language,
    description: available.description,
    isPrivate: available.isPrivate,
    mappingConfig: { ...defaultMapping(), ...input.mappingConfig },
    scanSchedule,
    meta: { tags: [], notes: '', ...input.meta },
    credentialsEncrypted: null,
    nextScanAt: computeNextScan(scanSchedule, now),
    connectedBy: scope.userId,
  }).catch(async (error: unknown) => {
    // Two connects of the same repository at once: the unique index lets one through.
    if (await findRepositoryByExternalId(context.db, scope.organizationId, 'github', available.externalId))
      throw alreadyConnected();
    throw error;
  });
  return finishConnect(context, scope, row);
}
