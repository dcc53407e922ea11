import type { TestNotificationResponse } from '@driftwatch/contract';
import { insertAlert, updateNotificationChannel } from '@driftwatch/db';
import type { ServerContext } from '../../server-context.js';
import { requireRepository } from '../repositories/require-repository.js';
import type { ChannelAddress } from './channel-address.js';
import { deliverToChannel, describeTarget } from './deliver-to-channel.js';
import { DeliveryError } from './delivery-error.js';
import { findChannel } from './find-channel.js';

/**
 * Sends a real test message through the channel and says whether it arrived; recorded as an alert.
 * A failure only a person can fix is kept on the channel, and a success clears it.
 */
export async function testChannel(
  context: ServerContext,
  address: ChannelAddress,
): Promise<TestNotificationResponse> {
  const { organizationId, repositoryId } = address;
  const repository = await requireRepository(context, address);
  const { channel } = await findChannel(context, address);
  const link = `${context.config.publicUrl}/repositories`;
  let failure: DeliveryError | null = null;
  try {
    await deliverToChannel(context, channel, {
      event: 'test',
      content: {
        headline: `Driftwatch test notification for ${repository.fullName}`,
        summary: `This is a test notification from Driftwatch for ${repository.fullName}. Alerts for this repository will arrive here.`,
        repositoryName: repository.fullName,
        issues: [],
        moreCount: 0,
        link: { label: 'Open repositories', url: link },
        tone: 'info',
      },
      payload: { event: 'test', repository: { id: repository.id, name: repository.fullName } },
      issueIds: [],
    });
  } catch (error) {
    failure =
      error instanceof DeliveryError ? error : new DeliveryError('Delivery failed', { retryable: true });
  }
  const error = failure?.message ?? null;
  await insertAlert(context.db, {
    organizationId,
    repositoryId,
    channelId: channel.id,
    type: channel.type,
    event: 'test',
    target: describeTarget(channel),
    status: error ? 'failed' : 'sent',
    error,
  });
  if (failure?.failure.showOnChannel || (!failure && channel.lastError))
    await updateNotificationChannel(context.db, organizationId, channel.id, {
      lastError: error,
      lastErrorAt: error ? context.clock.now() : null,
    });
  return error
    ? { success: false, message: `Failed to send test notification. ${error}` }
    : { success: true, message: `Test notification sent to ${describeTarget(channel)}.` };
}
