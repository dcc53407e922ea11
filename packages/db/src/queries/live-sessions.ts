import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Database } from '../database.js';
import { sessions } from '../schema/sessions.js';

/** Whether a live stream's session is still signed in (not revoked, not expired). */
export async function isSessionActive(db: Database, sessionId: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .limit(1);
  return row !== undefined;
}
