import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Database } from '../database.js';
import { type SessionRow, sessions } from '../schema/sessions.js';
import { type UserRow, users } from '../schema/users.js';

export interface NewSession {
  userId: string;
  tokenHash: string;
  expiresAt: Date;
  userAgent?: string | null;
  ipAddress?: string | null;
  /** When the user signed in, by the server's clock (the database's own clock when left out). */
  createdAt?: Date;
}

export async function insertSession(db: Database, values: NewSession): Promise<SessionRow> {
  const [row] = await db.insert(sessions).values(values).returning();
  if (!row) throw new Error('Inserting the session returned no row');
  return row;
}

/** The session for a token hash when it is neither revoked nor expired, with its user. */
export async function findActiveSession(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<{ session: SessionRow; user: UserRow } | undefined> {
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
    .limit(1);
  return row;
}

export async function touchSession(db: Database, sessionId: string, now: Date): Promise<void> {
  await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, sessionId));
}

export async function revokeSession(db: Database, sessionId: string, now: Date): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Signs a user out everywhere, optionally keeping the session that asked for it. */
export async function revokeUserSessions(
  db: Database,
  userId: string,
  now: Date,
  keepSessionId?: string,
): Promise<void> {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
  if (keepSessionId) conditions.push(ne(sessions.id, keepSessionId));
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(...conditions));
}

/**
 * Whether the user has signed in before from this address with this browser: such a client may
 * still sign in with the right password while strangers' failed attempts hold the account's limit.
 */
export async function hasSessionFromClient(
  db: Database,
  userId: string,
  client: { ip: string; userAgent: string | undefined },
): Promise<boolean> {
  if (!client.userAgent) return false;
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        eq(sessions.ipAddress, client.ip),
        eq(sessions.userAgent, client.userAgent),
      ),
    )
    .limit(1);
  return row !== undefined;
}
