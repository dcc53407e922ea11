import type { NotificationChannelListResponse } from '@driftwatch/contract';
import { listRepositoryChannels } from '@driftwatch/db';
import type { ServerContext } from '../../server-context.js';
import type { RepositoryAddress } from '../repositories/require-repository.js';
import { requireRepository } from '../repositories/require-repository.js';
import { toNotificationChannel } from './to-notification-channel.js';

export async function listChannels(
  context: ServerContext,
  address: RepositoryAddress,
): Promise<NotificationChannelListResponse> {
  await requireRepository(context, address);
  const rows = await listRepositoryChannels(context.db, address.organizationId, address.repositoryId);
  return { channels: rows.map(toNotificationChannel) };
}
