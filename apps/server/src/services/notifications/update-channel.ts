import type {
  NotificationChannelResponse,
  updateNotificationChannelRequestSchema,
} from '@driftwatch/contract';
import { updateNotificationChannel } from '@driftwatch/db';
import type { z } from 'zod';
import { notFound } from '../../http/app-error.js';
import type { ServerContext } from '../../server-context.js';
import { requireRepository } from '../repositories/require-repository.js';
import { buildChannelTarget } from './build-channel-values.js';
import type { ChannelAddress } from './channel-address.js';
import { findChannel } from './find-channel.js';
import { toNotificationChannel } from './to-notification-channel.js';

export interface UpdateChannelInput extends ChannelAddress {
  changes: z.output<typeof updateNotificationChannelRequestSchema>;
}

/** Events and active may change alone; a new target (same or new type) replaces the old one. */
export async function updateChannel(
  context: ServerContext,
  { changes, ...address }: UpdateChannelInput,
): Promise<NotificationChannelResponse> {
  await requireRepository(context, address);
  const { channel, index } = await findChannel(context, address);
  const retarget =
    changes.type !== undefined ||
    changes.emails !== undefined ||
    changes.channels !== undefined ||
    changes.webhookUrl !== undefined;
  const target = retarget
    ? buildChannelTarget(context, { type: changes.type ?? channel.type, ...changes })
    : undefined;
  const row = await updateNotificationChannel(context.db, address.organizationId, channel.id, {
    ...(target?.values ?? {}),
    ...(changes.events ? { events: [...new Set(changes.events)] } : {}),
    ...(changes.active !== undefined ? { active: changes.active } : {}),
  });
  if (!row) throw notFound();
  return {
    channel: toNotificationChannel(row, index),
    ...(target?.signingSecret ? { signingSecret: target.signingSecret } : {}),
  };
}
