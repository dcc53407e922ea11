import { listDriftIssuesByIds, listRepositoryChannels } from '@driftwatch/db';
import { findRepositoryById, findScanById } from '@driftwatch/db/worker';
import { deliverAlertJob } from '../../jobs/deliver-alert-job.js';
import type { ServerContext } from '../../server-context.js';
import { alertDeliveryKey } from './alert-delivery.js';
import { channelListensTo, composeScanNotifications } from './compose-notification.js';

export interface ScanNotificationsPayload {
  scanId: string;
  createdIssueIds: string[];
  resolvedIssueIds: string[];
}

/**
 * Queues a finished scan's alerts: one delivery job per event and active channel listening for it,
 * each event one message listing all of its drift. Safe to run again: each delivery is keyed.
 */
export async function deliverScanNotifications(
  context: ServerContext,
  payload: ScanNotificationsPayload,
): Promise<void> {
  const scan = await findScanById(context.db, payload.scanId);
  if (!scan) return;
  const repository = await findRepositoryById(context.db, scan.repositoryId);
  if (!repository) return;
  const organizationId = repository.organizationId;
  const [channels, created, resolved] = await Promise.all([
    listRepositoryChannels(context.db, organizationId, repository.id),
    listDriftIssuesByIds(context.db, organizationId, payload.createdIssueIds),
    listDriftIssuesByIds(context.db, organizationId, payload.resolvedIssueIds),
  ]);
  const notifications = composeScanNotifications(
    context.config.publicUrl,
    repository,
    scan,
    created,
    resolved,
  );
  for (const channel of channels.filter((candidate) => candidate.active)) {
    for (const notification of notifications) {
      if (!channelListensTo(channel.events, notification.event)) continue;
      const delivery = {
        kind: 'scan' as const,
        channelId: channel.id,
        scanId: scan.id,
        event: notification.event,
        createdIssueIds: payload.createdIssueIds,
        resolvedIssueIds: payload.resolvedIssueIds,
        deferrals: 0,
      };
      await context.jobs.send(deliverAlertJob, delivery, { singletonKey: alertDeliveryKey(delivery) });
    }
  }
}
