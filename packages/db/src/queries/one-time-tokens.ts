import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../database.js';
import { type OneTimeTokenKind, type OneTimeTokenRow, oneTimeTokens } from '../schema/one-time-tokens.js';

export interface NewOneTimeToken {
  userId: string;
  kind: OneTimeTokenKind;
  tokenHash: string;
  expiresAt: Date;
}

export async function insertOneTimeToken(db: Database, values: NewOneTimeToken): Promise<OneTimeTokenRow> {
  const [row] = await db.insert(oneTimeTokens).values(values).returning();
  if (!row) throw new Error('Inserting the token returned no row');
  return row;
}

/**
 * Marks a token used and returns it, in one statement, so two concurrent uses cannot both succeed.
 * Returns undefined for an unknown, expired, already used or wrong-kind token.
 */
export async function consumeOneTimeToken(
  db: Database,
  tokenHash: string,
  kinds: readonly OneTimeTokenKind[],
  now: Date,
): Promise<OneTimeTokenRow | undefined> {
  const [row] = await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeTokens.tokenHash, tokenHash),
        inArray(oneTimeTokens.kind, [...kinds]),
        isNull(oneTimeTokens.usedAt),
        gt(oneTimeTokens.expiresAt, now),
      ),
    )
    .returning();
  return row;
}

/** Older unused links stop working once a newer one is sent or a password is set. */
export async function invalidateUserTokens(db: Database, userId: string, now: Date): Promise<void> {
  await db
    .update(oneTimeTokens)
    .set({ usedAt: now })
    .where(and(eq(oneTimeTokens.userId, userId), isNull(oneTimeTokens.usedAt)));
}
