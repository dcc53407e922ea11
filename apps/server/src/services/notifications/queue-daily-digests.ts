import { listActiveChannelsOfTypes } from '@driftwatch/db/worker';
import { deliverAlertJob } from '../../jobs/deliver-alert-job.js';
import type { ServerContext } from '../../server-context.js';
import { alertDeliveryKey } from './alert-delivery.js';

/**
 * Queues today's digest of open drift for every active Slack and Teams channel. Each is keyed by
 * channel and UTC day, so a second run on the same day sends nothing new.
 */
export async function queueDailyDigests(context: ServerContext): Promise<number> {
  const day = context.clock.now().toISOString().slice(0, 10);
  const channels = await listActiveChannelsOfTypes(context.db, ['slack', 'teams']);
  for (const channel of channels) {
    const delivery = { kind: 'digest' as const, channelId: channel.id, day, deferrals: 0 };
    await context.jobs.send(deliverAlertJob, delivery, { singletonKey: alertDeliveryKey(delivery) });
  }
  return channels.length;
}
