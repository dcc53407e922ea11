import type {
  createNotificationChannelRequestSchema,
  NotificationChannelResponse,
} from '@driftwatch/contract';
import { insertNotificationChannels, listRepositoryChannels } from '@driftwatch/db';
import type { z } from 'zod';
import type { ServerContext } from '../../server-context.js';
import type { RepositoryAddress } from '../repositories/require-repository.js';
import { requireRepository } from '../repositories/require-repository.js';
import { buildChannelTarget } from './build-channel-values.js';
import { toNotificationChannel } from './to-notification-channel.js';

export interface CreateChannelInput extends RepositoryAddress {
  channel: z.output<typeof createNotificationChannelRequestSchema>;
}

export async function createChannel(
  context: ServerContext,
  { organizationId, repositoryId, channel }: CreateChannelInput,
): Promise<NotificationChannelResponse> {
  await requireRepository(context, { organizationId, repositoryId });
  const target = buildChannelTarget(context, channel);
  const [row] = await insertNotificationChannels(context.db, [
    {
      organizationId,
      repositoryId,
      ...target.values,
      events: [...new Set(channel.events)],
      active: channel.active,
    },
  ]);
  if (!row) throw new Error('Inserting the channel returned no row');
  const rows = await listRepositoryChannels(context.db, organizationId, repositoryId);
  const index = rows.findIndex((candidate) => candidate.id === row.id);
  return {
    channel: toNotificationChannel(row, index),
    ...(target.signingSecret ? { signingSecret: target.signingSecret } : {}),
  };
}
