import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../database.js';
import { type NotificationChannelRow, notificationChannels } from '../schema/notification-channels.js';

export type NewNotificationChannel = typeof notificationChannels.$inferInsert;

/** Creation order: API paths address a channel by its index in this list. */
export async function listRepositoryChannels(
  db: Database,
  organizationId: string,
  repositoryId: string,
): Promise<NotificationChannelRow[]> {
  return db
    .select()
    .from(notificationChannels)
    .where(
      and(
        eq(notificationChannels.organizationId, organizationId),
        eq(notificationChannels.repositoryId, repositoryId),
      ),
    )
    .orderBy(asc(notificationChannels.createdAt), asc(notificationChannels.id));
}

export async function insertNotificationChannels(
  db: Database,
  rows: NewNotificationChannel[],
): Promise<NotificationChannelRow[]> {
  if (rows.length === 0) return [];
  return db.insert(notificationChannels).values(rows).returning();
}

export async function updateNotificationChannel(
  db: Database,
  organizationId: string,
  id: string,
  values: Partial<Omit<NewNotificationChannel, 'id' | 'organizationId' | 'repositoryId'>>,
): Promise<NotificationChannelRow | undefined> {
  const [row] = await db
    .update(notificationChannels)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(notificationChannels.organizationId, organizationId), eq(notificationChannels.id, id)))
    .returning();
  return row;
}

export async function deleteNotificationChannel(
  db: Database,
  organizationId: string,
  id: string,
): Promise<boolean> {
  const rows = await db
    .delete(notificationChannels)
    .where(and(eq(notificationChannels.organizationId, organizationId), eq(notificationChannels.id, id)))
    .returning({ id: notificationChannels.id });
  return rows.length > 0;
}

export async function deleteRepositoryChannels(
  db: Database,
  organizationId: string,
  repositoryId: string,
): Promise<void> {
  await db
    .delete(notificationChannels)
    .where(
      and(
        eq(notificationChannels.organizationId, organizationId),
        eq(notificationChannels.repositoryId, repositoryId),
      ),
    );
}
