import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../database.js';
import { members } from '../schema/organizations.js';
import { sessions } from '../schema/sessions.js';

/** The NOTIFY channel on which a lost membership or a signed-out session reaches every process's streams. */
export const liveAccessChannel = 'driftwatch_live_access';

/** Who lost access: one user's streams, in one organization or (without it) in all of them. */
export interface LiveAccessChange {
  userId: string;
  organizationId?: string | undefined;
}

/**
 * Whether a live stream may still run: its session is signed in (not revoked, not expired) and the
 * session's user is still an active member of the organization. Returns that user.
 */
export async function findLiveAccess(
  db: Database,
  sessionId: string,
  organizationId: string,
  now: Date,
): Promise<{ userId: string } | undefined> {
  const [row] = await db
    .select({ userId: sessions.userId })
    .from(sessions)
    .innerJoin(
      members,
      and(
        eq(members.userId, sessions.userId),
        eq(members.organizationId, organizationId),
        eq(members.status, 'active'),
      ),
    )
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .limit(1);
  return row;
}

/**
 * Tells every process that a user's access changed, so their open streams check again at once
 * instead of at the next heartbeat. Inside a transaction it is delivered on commit.
 */
export async function notifyLiveAccessChange(db: Database, change: LiveAccessChange): Promise<void> {
  await db.execute(sql`SELECT pg_notify(${liveAccessChannel}, ${JSON.stringify(change)})`);
}
