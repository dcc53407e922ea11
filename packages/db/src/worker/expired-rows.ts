import { and, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { Database } from '../database.js';
import { oauthStates } from '../schema/oauth-states.js';
import { oneTimeTokens } from '../schema/one-time-tokens.js';
import { invitations } from '../schema/organizations.js';
import { pendingSignups } from '../schema/pending-signups.js';
import { sessions } from '../schema/sessions.js';

/*
 * Deletes for the hourly sweeper. Each removes only rows that can no longer do anything: the
 * queries that read these tables already ignore them, so deleting them changes no answer.
 */

/** Sessions past their expiry or signed out: neither authenticates again. */
export async function deleteDeadSessions(db: Database, now: Date): Promise<number> {
  const rows = await db
    .delete(sessions)
    .where(or(lt(sessions.expiresAt, now), isNotNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  return rows.length;
}

/** Magic, setup and reset links that expired or were used (or replaced, which marks them used). */
export async function deleteSpentOneTimeTokens(db: Database, now: Date): Promise<number> {
  const rows = await db
    .delete(oneTimeTokens)
    .where(or(lt(oneTimeTokens.expiresAt, now), isNotNull(oneTimeTokens.usedAt)))
    .returning({ id: oneTimeTokens.id });
  return rows.length;
}

/**
 * Invitations nobody can accept any more: expired or revoked (a newer invitation to the same
 * address revokes the older). Accepted ones stay as the record of how a member joined.
 */
export async function deleteDeadInvitations(db: Database, now: Date): Promise<number> {
  const rows = await db
    .delete(invitations)
    .where(
      and(
        isNull(invitations.acceptedAt),
        or(lt(invitations.expiresAt, now), isNotNull(invitations.revokedAt)),
      ),
    )
    .returning({ id: invitations.id });
  return rows.length;
}

/** OAuth sign-ins that were started and never finished in time. */
export async function deleteExpiredOauthStates(db: Database, now: Date): Promise<number> {
  const rows = await db
    .delete(oauthStates)
    .where(lt(oauthStates.expiresAt, now))
    .returning({ stateHash: oauthStates.stateHash });
  return rows.length;
}

/** Sign-ups whose confirmation link expired unopened (opened ones are deleted when used). */
export async function deleteExpiredPendingSignups(db: Database, now: Date): Promise<number> {
  const rows = await db
    .delete(pendingSignups)
    .where(lt(pendingSignups.expiresAt, now))
    .returning({ id: pendingSignups.id });
  return rows.length;
}
