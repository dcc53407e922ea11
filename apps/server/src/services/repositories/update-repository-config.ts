import type { RepositoryResponse, updateRepositoryConfigRequestSchema } from '@driftwatch/contract';
import {
  deleteRepositoryChannels,
  findRepository,
  insertNotificationChannels,
  type NewRepositoryRow,
  updateRepository,
} from '@driftwatch/db';
import type { z } from 'zod';
import { notFound, validationFailed } from '../../http/app-error.js';
import type { ServerContext } from '../../server-context.js';
import { switchChangeDetection } from '../code-hosts/switch-change-detection.js';
import { buildChannelTarget, targetFromText } from '../notifications/build-channel-values.js';
import { computeNextScan } from './compute-next-scan.js';
import { loadRepositoryView } from './load-repository-views.js';
import type { RepositoryAddress } from './require-repository.js';
import { resolveSchedule } from './resolve-schedule.js';
import { sealSecret } from './seal-secret.js';

type ConfigInput = z.output<typeof updateRepositoryConfigRequestSchema>;
const dialogEvents = ['drift_detected', 'scan_completed', 'scan_failed'];

/**
 * Saves the configuration dialog: mapping, schedule, metadata, status, change detection (webhooks or
 * polling) and, when sent, the full list of alert channels. Everything is validated before anything
 * is written; a code host's hook is the one thing changed before the row.
 */
export async function updateRepositoryConfig(
  context: ServerContext,
  { organizationId, repositoryId, config: input }: RepositoryAddress & { config: ConfigInput },
): Promise<RepositoryResponse> {
  const repository = await findRepository(context.db, organizationId, repositoryId);
  if (!repository) throw notFound();
  const mappingConfig = {
    ...repository.mappingConfig,
    ...input.mappingConfig,
    ...(input.codePatterns ? { codePatterns: input.codePatterns } : {}),
    ...(input.docPatterns ? { docPatterns: input.docPatterns } : {}),
    ...(input.ignorePaths ? { ignorePaths: input.ignorePaths } : {}),
  };
  const scanSchedule = resolveSchedule(repository.scanSchedule, {
    ...input.scanSchedule,
    ...(input.scanFrequency !== undefined ? { scanFrequency: input.scanFrequency } : {}),
    ...(input.detectAPIChanges !== undefined ? { detectAPIChanges: input.detectAPIChanges } : {}),
    ...(input.detectBreaking !== undefined ? { detectBreaking: input.detectBreaking } : {}),
  });
  if (input.credentials && !/^https?:\/\//.test(repository.url)) {
    throw validationFailed([
      { path: 'credentials', message: 'Access tokens can only be used with HTTPS URLs.' },
    ]);
  }
  const channels = (input.alertChannels ?? []).map((channel, index) =>
    buildChannelTarget(context, targetFromText(channel.type, channel.target), `alertChannels.${index}.`),
  );
  const detection = input.changeDetection
    ? await switchChangeDetection(context, repository, input.changeDetection)
    : {};
  const status = input.status ?? (repository.status === 'error' ? 'error' : repository.status);
  const scheduleChanged = JSON.stringify(scanSchedule) !== JSON.stringify(repository.scanSchedule);
  const values: Partial<NewRepositoryRow> = {
    mappingConfig,
    scanSchedule,
    meta: { ...repository.meta, ...input.meta },
    status,
    ...detection,
    ...(input.defaultBranch ? { defaultBranch: input.defaultBranch } : {}),
    ...(input.credentials === null ? { credentialsEncrypted: null } : {}),
    ...(input.credentials
      ? { credentialsEncrypted: sealSecret(context.config.secretKey, JSON.stringify(input.credentials)) }
      : {}),
    ...(scheduleChanged || input.status
      ? { nextScanAt: status === 'paused' ? null : computeNextScan(scanSchedule, context.clock.now()) }
      : {}),
  };
  const updated = await context.db.transaction(async (tx) => {
    const row = await updateRepository(tx, organizationId, repositoryId, values);
    if (input.alertChannels) {
      await deleteRepositoryChannels(tx, organizationId, repositoryId);
      await insertNotificationChannels(
        tx,
        channels.map((channel, index) => ({
          organizationId,
          repositoryId,
          ...channel.values,
          events: dialogEvents,
          active: input.alertChannels?.[index]?.active ?? true,
        })),
      );
    }
    return row;
  });
  if (!updated) throw notFound();
  return { repository: await loadRepositoryView(context.db, organizationId, updated) };
}
