import type {
  createDocSourceNotificationChannelRequestSchema,
  NotificationChannelResponse,
} from '@driftwatch/contract';
import { insertNotificationChannels, listDocSourceChannels } from '@driftwatch/db';
import type { z } from 'zod';
import type { ServerContext } from '../../server-context.js';
import { buildChannelTarget } from '../notifications/build-channel-values.js';
import { toNotificationChannel } from '../notifications/to-notification-channel.js';
import { requireDocSource } from './require-doc-source.js';

/** Adds an alert channel to a source, checked as a repository's channel is. */
export async function createSourceChannel(
  context: ServerContext,
  organizationId: string,
  docSourceId: string,
  channel: z.output<typeof createDocSourceNotificationChannelRequestSchema>,
): Promise<NotificationChannelResponse> {
  await requireDocSource(context, organizationId, docSourceId);
  const target = buildChannelTarget(context, channel);
  const [row] = await insertNotificationChannels(context.db, [
    {
      organizationId,
      docSourceId,
      ...target.values,
      events: [...new Set(channel.events)],
      active: channel.active,
    },
  ]);
  if (!row) throw new Error('Inserting the channel returned no row');
  const rows = await listDocSourceChannels(context.db, organizationId, docSourceId);
  return {
    channel: toNotificationChannel(
      row,
      rows.findIndex((candidate) => candidate.id === row.id),
    ),
    ...(target.signingSecret ? { signingSecret: target.signingSecret } : {}),
  };
}
