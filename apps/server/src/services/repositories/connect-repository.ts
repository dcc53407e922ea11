import {
  type ConnectRepositoryResponse,
  connectableProviders,
  type connectRepositoryRequestSchema,
  defaultScanSchedule,
} from '@driftwatch/contract';
import { findRepositoryByExternalId, insertRepository, type RepositoryRow } from '@driftwatch/db';
import { GitError, type RepositoryLocation } from '@driftwatch/integrations';
import type { z } from 'zod';
import type { OrganizationScope } from '../../auth/request-scope.js';
import { requestFailed, validationFailed } from '../../http/app-error.js';
import type { ServerContext } from '../../server-context.js';
import { connectBitbucketRepository } from '../code-hosts/bitbucket/connect-bitbucket-repository.js';
import { connectGitlabRepository } from '../code-hosts/gitlab/connect-gitlab-repository.js';
import { connectGithubRepository } from '../github/connect-github-repository.js';
import { findHostProblem } from './check-repository-host.js';
import { computeNextScan } from './compute-next-scan.js';
import { defaultMapping } from './default-mapping.js';
import { findDataDirProblem } from './find-data-dir-problem.js';
import { finishConnect } from './finish-connect.js';
import { resolveSchedule } from './resolve-schedule.js';
import { sealSecret } from './seal-secret.js';

type ConnectInput = z.output<typeof connectRepositoryRequestSchema>;

export function alreadyConnected() {
  return requestFailed('bad_request', 'This repository is already connected.', 409);
}

/** DRIFTWATCH_ALLOW_LOCAL_REPOSITORIES=false refuses paths; say what works instead. */
const remoteOnlyHint = 'Use an https:// or ssh:// URL, or git@host:owner/name.git.';

function locationProblem(error: unknown): never {
  if (error instanceof GitError) {
    const message =
      error.code === 'local_paths_disabled' ? `${error.message} ${remoteOnlyHint}` : error.message;
    throw validationFailed([{ path: 'url', message }]);
  }
  throw error;
}

export interface ConnectRepositoryInput {
  scope: Pick<OrganizationScope, 'organizationId' | 'userId'>;
  repository: ConnectInput;
  /** Names the server chose itself, e.g. for a sample repository. */
  extra?: { externalId?: string; fullName?: string; description?: string };
}

/**
 * Connects a repository: validates the location, asks the remote for its default branch (which
 * also proves it is reachable with the given credentials), stores the contract's default mapping and
 * on-push schedule unless others are given, and queues the first scan.
 */
export async function connectRepository(
  context: ServerContext,
  { scope, repository: input, extra = {} }: ConnectRepositoryInput,
): Promise<ConnectRepositoryResponse> {
  if (input.provider === 'github') return connectGithubRepository(context, { scope, repository: input });
  if (input.provider === 'gitlab') return connectGitlabRepository(context, { scope, repository: input });
  if (input.provider === 'bitbucket')
    return connectBitbucketRepository(context, { scope, repository: input });
  const provider = context.providers[input.provider];
  if (!provider || !connectableProviders.includes(input.provider)) {
    throw validationFailed([
      {
        path: 'provider',
        message: `Connecting ${input.provider} repositories through their app is not available yet. Use provider "git" with the repository URL.`,
      },
    ]);
  }
  let location: RepositoryLocation;
  try {
    location = provider.parseLocation(input.url);
  } catch (error) {
    locationProblem(error);
  }
  if (location.kind === 'local') {
    const problem = await findDataDirProblem(context, {
      organizationId: scope.organizationId,
      location,
      externalId: extra.externalId,
    });
    if (problem) throw validationFailed([{ path: 'url', message: problem }]);
  }
  // A hosted install refuses what it refuses for paths on its disk: git reaching the server itself
  // or its private network (the cloud metadata service among them) through a URL.
  if (location.kind === 'remote' && !context.config.allowLocalRepositories) {
    const problem = await findHostProblem(location);
    if (problem) throw validationFailed([{ path: 'url', message: problem.message }]);
  }
  if (input.credentials && location.protocol !== 'https' && location.protocol !== 'http') {
    throw validationFailed([
      { path: 'credentials', message: 'Access tokens can only be used with HTTPS URLs.' },
    ]);
  }
  const externalId = extra.externalId ?? input.externalId ?? location.externalId;
  if (await findRepositoryByExternalId(context.db, scope.organizationId, input.provider, externalId)) {
    throw alreadyConnected();
  }
  const scanSchedule = resolveSchedule(defaultScanSchedule, input.scanSchedule);
  let defaultBranch = input.defaultBranch;
  if (!defaultBranch) {
    try {
      defaultBranch = await provider.detectRemoteDefaultBranch(location, input.credentials);
    } catch (error) {
      locationProblem(error);
    }
  }
  const now = context.clock.now();
  let row: RepositoryRow;
  try {
    row = await insertRepository(context.db, {
      organizationId: scope.organizationId,
      provider: input.provider,
      externalId,
      name: input.name ?? location.name,
      fullName: extra.fullName ?? input.fullName ?? location.fullName,
      url: location.cloneUrl,
      webUrl: location.webUrl,
      defaultBranch,
      language: input.language ?? null,
      description: extra.description ?? input.description ?? null,
      isPrivate: input.isPrivate ?? input.credentials !== undefined,
      mappingConfig: { ...defaultMapping(), ...input.mappingConfig },
      scanSchedule,
      meta: { tags: [], notes: '', ...input.meta },
      credentialsEncrypted: input.credentials
        ? sealSecret(context.config.secretKey, JSON.stringify(input.credentials))
        : null,
      nextScanAt: computeNextScan(scanSchedule, now),
      connectedBy: scope.userId,
    });
  } catch (error) {
    // Two connects of the same repository at once: the unique index lets one through.
    if (await findRepositoryByExternalId(context.db, scope.organizationId, input.provider, externalId)) {
      throw alreadyConnected();
    }
    throw error;
  }
  return finishConnect(context, scope, row);
}
