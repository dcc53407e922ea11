import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { Database } from '../database.js';
import { type NotificationChannelRow, notificationChannels } from '../schema/notification-channels.js';

/** Active repository channels of these types in every organization, for the daily digest. */
export async function listActiveChannelsOfTypes(
  db: Database,
  types: NotificationChannelRow['type'][],
): Promise<NotificationChannelRow[]> {
  return db
    .select()
    .from(notificationChannels)
    .where(
      and(
        inArray(notificationChannels.type, types),
        eq(notificationChannels.active, true),
        isNotNull(notificationChannels.repositoryId),
      ),
    )
    .orderBy(asc(notificationChannels.createdAt));
}

/** For workers, which get the id from a job they created themselves. */
export async function findChannelById(db: Database, id: string): Promise<NotificationChannelRow | undefined> {
  const [row] = await db.select().from(notificationChannels).where(eq(notificationChannels.id, id)).limit(1);
  return row;
}
