import type {
  createNotificationChannelRequestSchema,
  NotificationChannelListResponse,
  NotificationChannelResponse,
  updateNotificationChannelRequestSchema,
} from '@driftwatch/contract';
import {
  deleteNotificationChannel,
  findRepository,
  insertNotificationChannels,
  listRepositoryChannels,
  updateNotificationChannel,
} from '@driftwatch/db';
import type { z } from 'zod';
import { notFound } from '../../http/app-error.js';
import type { ServerContext } from '../../server-context.js';
import { buildChannelTarget } from './build-channel-values.js';
import { findChannel } from './find-channel.js';
import { toNotificationChannel } from './to-notification-channel.js';

async function requireRepository(context: ServerContext, organizationId: string, repositoryId: string) {
  const repository = await findRepository(context.db, organizationId, repositoryId);
  if (!repository) throw notFound();
  return repository;
}

export async function listChannels(
  context: ServerContext,
  organizationId: string,
  repositoryId: string,
): Promise<NotificationChannelListResponse> {
  await requireRepository(context, organizationId, repositoryId);
  const rows = await listRepositoryChannels(context.db, organizationId, repositoryId);
  return { channels: rows.map(toNotificationChannel) };
}

export async function createChannel(
  context: ServerContext,
  organizationId: string,
  repositoryId: string,
  input: z.output<typeof createNotificationChannelRequestSchema>,
): Promise<NotificationChannelResponse> {
  await requireRepository(context, organizationId, repositoryId);
  const target = buildChannelTarget(context, input);
  const [row] = await insertNotificationChannels(context.db, [
    {
      organizationId,
      repositoryId,
      ...target.values,
      events: [...new Set(input.events)],
      active: input.active,
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

/** Events and active may change alone; a new target (same or new type) replaces the old one. */
export async function updateChannel(
  context: ServerContext,
  organizationId: string,
  repositoryId: string,
  channelId: string,
  input: z.output<typeof updateNotificationChannelRequestSchema>,
): Promise<NotificationChannelResponse> {
  await requireRepository(context, organizationId, repositoryId);
  const { channel, index } = await findChannel(context, organizationId, repositoryId, channelId);
  const retarget =
    input.type !== undefined ||
    input.emails !== undefined ||
    input.channels !== undefined ||
    input.webhookUrl !== undefined;
  const target = retarget
    ? buildChannelTarget(context, { type: input.type ?? channel.type, ...input })
    : undefined;
  const row = await updateNotificationChannel(context.db, organizationId, channel.id, {
    ...(target?.values ?? {}),
    ...(input.events ? { events: [...new Set(input.events)] } : {}),
    ...(input.active !== undefined ? { active: input.active } : {}),
  });
  if (!row) throw notFound();
  return {
    channel: toNotificationChannel(row, index),
    ...(target?.signingSecret ? { signingSecret: target.signingSecret } : {}),
  };
}

export async function deleteChannel(
  context: ServerContext,
  organizationId: string,
  repositoryId: string,
  channelId: string,
): Promise<{ success: boolean; message: string }> {
  await requireRepository(context, organizationId, repositoryId);
  const { channel } = await findChannel(context, organizationId, repositoryId, channelId);
  await deleteNotificationChannel(context.db, organizationId, channel.id);
  return { success: true, message: 'Channel Deleted' };
}
