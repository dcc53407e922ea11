import { listRepositoryChannels, type NotificationChannelRow } from '@driftwatch/db';
import { notFound } from '../../http/app-error.js';
import type { CoreLoopContext } from '../repositories/core-loop-context.js';

/** A repository's channel by id, or by its index in creation order (API paths accept either). */
export async function findChannel(
  context: CoreLoopContext,
  organizationId: string,
  repositoryId: string,
  channelId: string,
): Promise<{ channel: NotificationChannelRow; index: number }> {
  const channels = await listRepositoryChannels(context.db, organizationId, repositoryId);
  const index = /^\d+$/.test(channelId)
    ? Number(channelId)
    : channels.findIndex((channel) => channel.id === channelId);
  const channel = channels[index];
  if (!channel) throw notFound();
  return { channel, index };
}
