import { and, count, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../database.js';
import { type FeedbackRow, feedback } from '../schema/feedback.js';
import { users } from '../schema/users.js';

export interface NewFeedback {
  text: string;
  contextId: string | null;
  rating: number | null;
  url: string | null;
  metadata: Record<string, unknown>;
  userId: string | null;
  organizationId: string | null;
}

export async function insertFeedback(db: Database, values: NewFeedback): Promise<FeedbackRow> {
  const [row] = await db.insert(feedback).values(values).returning();
  if (!row) throw new Error('Inserting the feedback returned no row');
  return row;
}

export interface FeedbackWithUser extends FeedbackRow {
  userEmail: string | null;
}

export async function listFeedback(
  db: Database,
  options: { limit: number; offset: number; contextId?: string },
): Promise<{ rows: FeedbackWithUser[]; total: number }> {
  const where = options.contextId ? eq(feedback.contextId, options.contextId) : undefined;
  const rows = await db
    .select({ entry: feedback, userEmail: users.email })
    .from(feedback)
    .leftJoin(users, eq(users.id, feedback.userId))
    .where(where)
    .orderBy(desc(feedback.createdAt), desc(feedback.id))
    .limit(options.limit)
    .offset(options.offset);
  const [totalRow] = await db.select({ total: count() }).from(feedback).where(where);
  return {
    rows: rows.map((row) => ({ ...row.entry, userEmail: row.userEmail })),
    total: totalRow?.total ?? 0,
  };
}

export interface FeedbackStatsRow {
  contextId: string | null;
  count: number;
  ratedCount: number;
  ratingSum: number;
  averageRating: number | null;
}

/** Counts and average ratings per context within an optional time range. */
export async function feedbackStatsByContext(
  db: Database,
  range: { from?: Date | undefined; to?: Date | undefined },
): Promise<FeedbackStatsRow[]> {
  const conditions: SQL[] = [];
  if (range.from) conditions.push(gte(feedback.createdAt, range.from));
  if (range.to) conditions.push(lte(feedback.createdAt, range.to));
  return db
    .select({
      contextId: feedback.contextId,
      count: sql<number>`count(*)::int`,
      ratedCount: sql<number>`count(${feedback.rating})::int`,
      ratingSum: sql<number>`coalesce(sum(${feedback.rating}), 0)::int`,
      averageRating: sql<number | null>`round(avg(${feedback.rating}), 2)::float8`,
    })
    .from(feedback)
    .where(and(...conditions))
    .groupBy(feedback.contextId)
    .orderBy(feedback.contextId);
}
