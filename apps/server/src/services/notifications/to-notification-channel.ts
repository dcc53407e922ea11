import type { NotificationChannel } from '@driftwatch/contract';
import type { NotificationChannelRow } from '@driftwatch/db';

/** `index` is the channel's position within its repository, which API paths accept as its address. */
export function toNotificationChannel(row: NotificationChannelRow, index: number): NotificationChannel {
  return {
    id: row.id,
    index,
    type: row.type,
    channels: row.channels,
    emails: row.emails,
    webhookUrl: row.webhookUrl,
    events: row.events,
    active: row.active,
    lastError: row.lastError,
    lastErrorAt: row.lastErrorAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
