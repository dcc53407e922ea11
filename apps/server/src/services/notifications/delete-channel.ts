import { deleteNotificationChannel } from '@driftwatch/db';
import type { ServerContext } from '../../server-context.js';
import { requireRepository } from '../repositories/require-repository.js';
import type { ChannelAddress } from './channel-address.js';
import { findChannel } from './find-channel.js';

export async function deleteChannel(
  context: ServerContext,
  address: ChannelAddress,
): Promise<{ success: boolean; message: string }> {
  await requireRepository(context, address);
  const { channel } = await findChannel(context, address);
  await deleteNotificationChannel(context.db, address.organizationId, channel.id);
  return { success: true, message: 'Channel Deleted' };
}
