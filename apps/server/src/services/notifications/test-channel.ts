import type { TestNotificationResponse } from '@driftwatch/contract';
import { insertAlert } from '@driftwatch/db';
import type { ServerContext } from '../../server-context.js';
import { requireRepository } from '../repositories/require-repository.js';
import type { ChannelAddress } from './channel-address.js';
import { deliverToChannel, describeTarget } from './deliver-to-channel.js';
import { findChannel } from './find-channel.js';

/** Sends a real test message through the channel and says whether it arrived; recorded as an alert. */
export async function testChannel(
  context: ServerContext,
  address: ChannelAddress,
): Promise<TestNotificationResponse> {
  const { organizationId, repositoryId } = address;
  const repository = await requireRepository(context, address);
  const { channel } = await findChannel(context, address);
  let error: string | null = null;
  try {
    await deliverToChannel(context, channel, {
      event: 'scan_completed',
      subject: `Driftwatch test notification for ${repository.fullName}`,
      text: `This is a test notification from Driftwatch for ${repository.fullName}. Alerts for this repository will arrive here.`,
      payload: { event: 'test', repository: { id: repository.id, name: repository.fullName } },
      issueIds: [],
    });
  } catch (failure) {
    error = failure instanceof Error ? failure.message : 'Delivery failed';
  }
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
  return error
    ? { success: false, message: `Failed to send test notification. ${error}` }
    : { success: true, message: `Test notification sent to ${describeTarget(channel)}.` };
}
