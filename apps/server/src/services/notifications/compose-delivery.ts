import { listDriftIssuesByIds, listOpenRepositoryIssues, type NotificationChannelRow } from '@driftwatch/db';
import { findRepositoryById, findScanById } from '@driftwatch/db/worker';
import type { ServerContext } from '../../server-context.js';
import type { AlertDelivery } from './alert-delivery.js';
import { composeDigest } from './compose-digest.js';
import { composeScanNotifications, type Notification } from './compose-notification.js';
import { composeSourceDelivery } from './compose-source-delivery.js';
import { alertIssueLimit } from './messages/alert-content.js';

export interface ComposedDelivery {
  notification: Notification;
  scanId: string | null;
}

/**
 * Builds the message of one delivery from the database as it is now, so a retry sends the same
 * facts. Nothing when the scan, repository or drift is gone, or belongs to another repository.
 */
export async function composeDelivery(
  context: ServerContext,
  channel: NotificationChannelRow,
  delivery: AlertDelivery,
): Promise<ComposedDelivery | undefined> {
  const { organizationId } = channel;
  if (delivery.kind === 'source') return composeSourceDelivery(context, channel, delivery);
  if (!channel.repositoryId) return undefined;
  const repository = await findRepositoryById(context.db, channel.repositoryId);
  if (!repository || repository.organizationId !== organizationId) return undefined;
  if (delivery.kind === 'digest') {
    const open = await listOpenRepositoryIssues(context.db, organizationId, repository.id, alertIssueLimit);
    const notification = composeDigest(context.config.publicUrl, repository, open, delivery.day);
    return notification ? { notification, scanId: null } : undefined;
  }
  const scan = await findScanById(context.db, delivery.scanId);
  if (!scan || scan.repositoryId !== repository.id) return undefined;
  const [created, resolved] = await Promise.all([
    listDriftIssuesByIds(context.db, organizationId, delivery.createdIssueIds),
    listDriftIssuesByIds(context.db, organizationId, delivery.resolvedIssueIds),
  ]);
  const notification = composeScanNotifications(
    context.config.publicUrl,
    repository,
    scan,
    created,
    resolved,
  ).find((candidate) => candidate.event === delivery.event);
  return notification ? { notification, scanId: scan.id } : undefined;
}
