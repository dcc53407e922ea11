import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../database.js';
import {
  type NewPendingSignupRow,
  type PendingSignupRow,
  pendingSignups,
} from '../schema/pending-signups.js';

export async function insertPendingSignup(db: Database, values: NewPendingSignupRow): Promise<void> {
  await db.insert(pendingSignups).values(values);
}

/**
 * Removes and returns a live pending sign-up, in one statement, so two openings of one link cannot
 * both create the account. Undefined for an unknown, expired or already used token.
 */
export async function takePendingSignup(
  db: Database,
  tokenHash: string,
  now: Date,
): Promise<PendingSignupRow | undefined> {
  const [row] = await db
    .delete(pendingSignups)
    .where(and(eq(pendingSignups.tokenHash, tokenHash), gt(pendingSignups.expiresAt, now)))
    .returning();
  return row;
}

/** Once an address has its account, its other confirmation links (resent mails) stop working. */
export async function deletePendingSignupsFor(db: Database, email: string): Promise<void> {
  await db.delete(pendingSignups).where(eq(pendingSignups.email, email));
}
