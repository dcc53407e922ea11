import { listRepositoryChannels, type NotificationChannelRow } from '@driftwatch/db';
import { notFound } from '../../http/app-error.js';
import type { ServerContext } from '../../server-context.js';
import type { ChannelAddress } from './channel-address.js';

/** A repository's channel by id, or by its index in creation order (API paths accept either). */
export async function findChannel(
  context: ServerContext,
  { organizationId, repositoryId, channelId }: ChannelAddress,
): Promise<{ channel: NotificationChannelRow; index: number }> {
  const channels = await listRepositoryChannels(context.db, organizationId, repositoryId);
  const index = /^\d+$/.test(channelId)
    ? Number(channelId)
    : channels.findIndex((channel) => channel.id === channelId);
  const channel = channels[index];
  if (!channel) throw notFound();
  return { channel, index };
}
