import { asc, eq } from 'drizzle-orm';
import type { Database } from '../database.js';
import { type FeedbackContextRow, feedbackContexts } from '../schema/feedback.js';

export async function listFeedbackContexts(db: Database): Promise<FeedbackContextRow[]> {
  return db.select().from(feedbackContexts).orderBy(asc(feedbackContexts.id));
}

export async function findFeedbackContext(db: Database, id: string): Promise<FeedbackContextRow | undefined> {
  const [row] = await db.select().from(feedbackContexts).where(eq(feedbackContexts.id, id)).limit(1);
  return row;
}

export type FeedbackContextValues = Pick<
  FeedbackContextRow,
  'id' | 'title' | 'description' | 'placeholder' | 'showRating' | 'active'
>;

/** Returns undefined when a context with that id exists already. */
export async function insertFeedbackContext(
  db: Database,
  values: FeedbackContextValues,
): Promise<FeedbackContextRow | undefined> {
  const [row] = await db.insert(feedbackContexts).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateFeedbackContext(
  db: Database,
  id: string,
  changes: Partial<Omit<FeedbackContextValues, 'id'>>,
): Promise<FeedbackContextRow | undefined> {
  const [row] = await db
    .update(feedbackContexts)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(feedbackContexts.id, id))
    .returning();
  return row;
}
