import type { NotificationChannelListResponse } from '@driftwatch/contract';
import { listDocSourceChannels } from '@driftwatch/db';
import type { ServerContext } from '../../server-context.js';
import { toNotificationChannel } from '../notifications/to-notification-channel.js';
import { requireDocSource } from './require-doc-source.js';

export async function listSourceChannels(
  context: ServerContext,
  organizationId: string,
  docSourceId: string,
): Promise<NotificationChannelListResponse> {
  await requireDocSource(context, organizationId, docSourceId);
  const rows = await listDocSourceChannels(context.db, organizationId, docSourceId);
  return { channels: rows.map(toNotificationChannel) };
}
