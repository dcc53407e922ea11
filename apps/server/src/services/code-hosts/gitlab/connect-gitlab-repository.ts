import { type ConnectRepositoryResponse, defaultScanSchedule } from '@driftwatch/contract';
import { findRepositoryByExternalId, insertRepository, type RepositoryRow } from '@driftwatch/db';
import type { ServerContext } from '../../../server-context.js';
import { computeNextScan } from '../../repositories/compute-next-scan.js';
import { alreadyConnected, type ConnectRepositoryInput } from '../../repositories/connect-repository.js';
import { defaultMapping } from '../../repositories/default-mapping.js';
import { finishConnect } from '../../repositories/finish-connect.js';
import { resolveSchedule } from '../../repositories/resolve-schedule.js';
import { createGitlabWebhook } from './create-gitlab-webhook.js';
import { findGitlabProject } from './find-gitlab-project.js';

/**
 * Connects a GitLab project of the organization's GitLab connection: the project's facts come
 * from GitLab, its hook is created (unless the repository polls instead), and the first scan is
 * queued. Clones use the connection's token, read when needed, so none is copied onto the row.
 */
export async function connectGitlabRepository(
  context: ServerContext,
  { scope, repository: input }: Pick<ConnectRepositoryInput, 'scope' | 'repository'>,
): Promise<ConnectRepositoryResponse> {
  const project = await findGitlabProject(context, scope.organizationId, input.externalId);
  if (await findRepositoryByExternalId(context.db, scope.organizationId, 'gitlab', project.externalId)) {
    throw alreadyConnected();
  }
  const changeDetection = input.changeDetection ?? 'webhook';
  const hook =
    changeDetection === 'webhook'
      ? await createGitlabWebhook(context, project.gitlab.client, project.externalId)
      : undefined;
  // A polling repository starts from the head its first scan covers: the first poll looks for newer.
  const polledHead =
    changeDetection === 'poll'
      ? (await project.gitlab.client.Branches.show(project.externalId, project.defaultBranch)).commit.id
      : null;
  const scanSchedule = resolveSchedule(defaultScanSchedule, input.scanSchedule);
  let row: RepositoryRow;
  try {
    row = await insertRepository(context.db, {
      organizationId: scope.organizationId,
      provider: 'gitlab',
      externalId: project.externalId,
      name: project.name,
      fullName: project.fullName,
      url: project.cloneUrl,
      webUrl: project.webUrl,
      defaultBranch: project.defaultBranch,
      language: input.language ?? null,
      description: project.description,
      isPrivate: project.isPrivate,
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
      await project.gitlab.client.ProjectHooks.remove(project.externalId, Number(hook.webhookId)).catch(
        () => {},
      );
    if (await findRepositoryByExternalId(context.db, scope.organizationId, 'gitlab', project.externalId)) {
      throw alreadyConnected();
    }
    throw error;
  }
  return finishConnect(context, scope, row, polledHead ?? undefined);
}
