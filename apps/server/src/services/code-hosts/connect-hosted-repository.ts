import {
  type ConnectRepositoryResponse,
  defaultScanSchedule,
  type RepositoryProvider,
} from '@driftwatch/contract';
import { findRepositoryByExternalId, insertRepository, type RepositoryRow } from '@driftwatch/db';
import type { ServerContext } from '../../server-context.js';
import { computeNextScan } from '../repositories/compute-next-scan.js';
import { alreadyConnected, type ConnectRepositoryInput } from '../repositories/connect-repository.js';
import { defaultMapping } from '../repositories/default-mapping.js';
import { finishConnect } from '../repositories/finish-connect.js';
import { resolveSchedule } from '../repositories/resolve-schedule.js';
import type { CreatedWebhook } from './gitlab/create-gitlab-webhook.js';

/** What a code host tells about one of its repositories, and the calls connecting it needs. */
export interface HostedRepository {
  provider: RepositoryProvider;
  externalId: string;
  facts: {
    name: string;
    fullName: string;
    url: string;
    webUrl: string;
    defaultBranch: string;
    language: string | null;
    description: string | null;
    isPrivate: boolean;
  };
  createWebhook: () => Promise<CreatedWebhook>;
  removeWebhook: (webhookId: string) => Promise<unknown>;
  /** The default branch's head commit, where a polling repository starts looking for newer ones. */
  defaultBranchHead: () => Promise<string>;
}

type ConnectInput = Pick<ConnectRepositoryInput, 'scope' | 'repository'>;

/**
 * Connects a repository a code host's connection can see: its hook is created (unless the
 * repository polls instead), the row stored, and the first scan queued. Clones use the
 * connection's token, read when needed, so none is copied onto the row.
 */
export async function connectHostedRepository(
  context: ServerContext,
  { scope, repository: input }: ConnectInput,
  hosted: HostedRepository,
): Promise<ConnectRepositoryResponse> {
  const { provider, externalId } = hosted;
  const isConnected = () =>
    findRepositoryByExternalId(context.db, scope.organizationId, provider, externalId);
  if (await isConnected()) throw alreadyConnected();
  const changeDetection = input.changeDetection ?? 'webhook';
  const hook = changeDetection === 'webhook' ? await hosted.createWebhook() : undefined;
  // A polling repository starts from the head its first scan covers: the first poll looks for newer.
  const polledHead = changeDetection === 'poll' ? await hosted.defaultBranchHead() : null;
  const scanSchedule = resolveSchedule(defaultScanSchedule, input.scanSchedule);
  let row: RepositoryRow;
  try {
    row = await insertRepository(context.db, {
      organizationId: scope.organizationId,
      provider,
      externalId,
      ...hosted.facts,
      language: input.language ?? hosted.facts.language,
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
    if (hook) await hosted.removeWebhook(hook.webhookId).catch(() => {});
    if (await isConnected()) throw alreadyConnected();
    throw error;
  }
  return finishConnect(context, scope, row, polledHead ?? undefined);
}
