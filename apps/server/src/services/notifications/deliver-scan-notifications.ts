import { listDriftIssuesByIds, listRepositoryAlerts, listRepositoryChannels } from '@driftwatch/db';
import { findRepositoryById, findScanById } from '@driftwatch/db/worker';
import type { ServerContext } from '../../server-context.js';
import { channelListensTo, composeScanNotifications } from './compose-notification.js';
import { deliverToChannel, describeTarget } from './deliver-to-channel.js';
import { recordAlert } from './record-alert.js';

export interface ScanNotificationsPayload {
  scanId: string;
  createdIssueIds: string[];
  resolvedIssueIds: string[];
}

/**
 * Sends a finished scan's alerts to every active channel listening for them and records each in
 * the alert history and the activity of the issues it names. Safe to run again: a channel that
 * already got an event of this scan is skipped.
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
  const [channels, created, resolved, history] = await Promise.all([
    listRepositoryChannels(context.db, organizationId, repository.id),
    listDriftIssuesByIds(context.db, organizationId, payload.createdIssueIds),
    listDriftIssuesByIds(context.db, organizationId, payload.resolvedIssueIds),
    listRepositoryAlerts(context.db, organizationId, repository.id, 500),
  ]);
  const sent = new Set(
    history
      .filter((alert) => alert.scanId === scan.id && alert.status === 'sent')
      .map((alert) => `${alert.channelId}:${alert.event}`),
  );
  const notifications = composeScanNotifications(
    context.config.publicUrl,
    repository,
    scan,
    created,
    resolved,
  );
  for (const channel of channels.filter((candidate) => candidate.active)) {
    for (const notification of notifications) {
      if (
        !channelListensTo(channel.events, notification.event) ||
        sent.has(`${channel.id}:${notification.event}`)
      )
        continue;
      let error: string | null = null;
      try {
        await deliverToChannel(context, channel, notification);
      } catch (failure) {
        error = failure instanceof Error ? failure.message : 'Delivery failed';
        context.logger.warn({ err: failure, channelId: channel.id }, 'An alert could not be delivered');
      }
      await recordAlert(context.db, {
        organizationId,
        repositoryId: repository.id,
        channelId: channel.id,
        scanId: scan.id,
        type: channel.type,
        event: notification.event,
        target: describeTarget(channel),
        status: error ? 'failed' : 'sent',
        error,
        issueIds: notification.issueIds,
      });
    }
  }
}
