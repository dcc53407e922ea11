import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../database.js';
import { type PullRequestSuggestionRow, pullRequestSuggestions } from '../schema/pull-request-suggestions.js';

/**
 * Claims a fix for posting on a pull request. Undefined when it was claimed before (posted by an
 * earlier run, or being posted by a concurrent one): it must not be posted again.
 */
export async function claimPullRequestSuggestion(
  db: Database,
  values: { organizationId: string; repositoryId: string; number: number; key: string },
): Promise<PullRequestSuggestionRow | undefined> {
  const [row] = await db.insert(pullRequestSuggestions).values(values).onConflictDoNothing().returning();
  return row;
}

export async function recordPostedSuggestion(db: Database, id: string, externalId: string): Promise<void> {
  await db.update(pullRequestSuggestions).set({ externalId }).where(eq(pullRequestSuggestions.id, id));
}

/** Gives a claim back when posting failed, so the next run offers the fix again. */
export async function releasePullRequestSuggestion(db: Database, id: string): Promise<void> {
  await db
    .delete(pullRequestSuggestions)
    .where(and(eq(pullRequestSuggestions.id, id), isNull(pullRequestSuggestions.externalId)));
}
