import { deleteNotificationChannel, listDocSourceChannels } from '@driftwatch/db';
import { notFound } from '../../http/app-error.js';
import type { ServerContext } from '../../server-context.js';
import { requireDocSource } from './require-doc-source.js';

/** Deletes a source's channel, addressed by its index in creation order or by its id. */
export async function deleteSourceChannel(
  context: ServerContext,
  input: { organizationId: string; docSourceId: string; channelId: string },
): Promise<{ success: boolean; message: string }> {
  await requireDocSource(context, input.organizationId, input.docSourceId);
  const channels = await listDocSourceChannels(context.db, input.organizationId, input.docSourceId);
  const index = /^\d+$/.test(input.channelId)
    ? Number(input.channelId)
    : channels.findIndex((channel) => channel.id === input.channelId);
  const channel = channels[index];
  if (!channel) throw notFound();
  await deleteNotificationChannel(context.db, input.organizationId, channel.id);
  return { success: true, message: 'Channel Deleted' };
}
