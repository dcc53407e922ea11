import { and, eq, gt } from 'drizzle-orm';
import type { Database } from '../database.js';
import { type OauthStateRow, oauthStates } from '../schema/oauth-states.js';

export async function saveOauthState(db: Database, values: typeof oauthStates.$inferInsert): Promise<void> {
  await db.insert(oauthStates).values(values);
}

/** Removes and returns a live state: each state completes at most one sign-in. */
export async function takeOauthState(
  db: Database,
  stateHash: string,
  provider: string,
  now: Date,
): Promise<OauthStateRow | undefined> {
  const [row] = await db
    .delete(oauthStates)
    .where(
      and(
        eq(oauthStates.stateHash, stateHash),
        eq(oauthStates.provider, provider),
        gt(oauthStates.expiresAt, now),
      ),
    )
    .returning();
  return row;
}
