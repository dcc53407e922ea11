import { findAlertByDeliveryKey, updateNotificationChannel } from '@driftwatch/db';
import { findChannelById } from '@driftwatch/db/worker';
import { type JobAttempt, JobError } from '../../jobs/job-definition.js';
import type { ServerContext } from '../../server-context.js';
import { type AlertDelivery, alertDeliveryKey } from './alert-delivery.js';
import { composeDelivery } from './compose-delivery.js';
import { deliverToChannel, describeTarget } from './deliver-to-channel.js';
import { DeliveryError } from './delivery-error.js';
import { recordAlert } from './record-alert.js';

/** A provider that keeps answering 429 is given up on after this many waits. */
const maxDeferrals = 5;

export interface DeliveryOutcome {
  /** Send the delivery again this many seconds from now (the provider's Retry-After). */
  deferSeconds?: number;
}

/**
 * Sends one alert (a scan's event, or a digest) through one channel, once: the alert history keys
 * each delivery, so a job that runs again finds it sent and does nothing. A failure is recorded; it
 * is retried by the queue (with backoff) when another attempt can help, and shown on the channel
 * when only a person can fix it.
 */
export async function deliverAlert(
  context: ServerContext,
  delivery: AlertDelivery,
  attempt: JobAttempt,
): Promise<DeliveryOutcome> {
  const channel = await findChannelById(context.db, delivery.channelId);
  if (!channel?.active || !(channel.repositoryId || channel.docSourceId)) return {};
  const { organizationId } = channel;
  const deliveryKey = alertDeliveryKey(delivery);
  const existing = await findAlertByDeliveryKey(context.db, organizationId, deliveryKey);
  if (existing?.status === 'sent') return {};
  const composed = await composeDelivery(context, channel, delivery);
  if (!composed) return {};
  const { notification, scanId } = composed;
  const alert = {
    organizationId,
    repositoryId: channel.repositoryId,
    channelId: channel.id,
    scanId,
    type: channel.type,
    event: notification.event,
    target: describeTarget(channel),
    issueIds: notification.issueIds,
    deliveryKey,
  };
  try {
    await deliverToChannel(context, channel, notification);
  } catch (error) {
    const failure =
      error instanceof DeliveryError ? error : new DeliveryError('Delivery failed', { retryable: true });
    const { retryAfterSeconds, retryable, showOnChannel } = failure.failure;
    const defer = retryAfterSeconds !== undefined && (delivery.deferrals ?? 0) < maxDeferrals;
    const willRetry = defer || (retryable && !attempt.isFinalAttempt);
    await recordAlert(context.db, { ...alert, status: 'failed', error: failure.message }, !willRetry);
    if (showOnChannel)
      await updateNotificationChannel(context.db, organizationId, channel.id, {
        lastError: failure.message,
        lastErrorAt: context.clock.now(),
      });
    context.logger.warn(
      { channelId: channel.id, deliveryKey, attempt: attempt.attempt, willRetry, reason: failure.message },
      'An alert could not be delivered',
    );
    if (defer) return { deferSeconds: Math.max(1, retryAfterSeconds) };
    if (willRetry) throw failure;
    throw new JobError(failure.message, false);
  }
  await recordAlert(context.db, { ...alert, status: 'sent', error: null }, true);
  if (channel.lastError)
    await updateNotificationChannel(context.db, organizationId, channel.id, {
      lastError: null,
      lastErrorAt: null,
    });
  return {};
}
