import { eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../database.js';
import { rateLimits } from '../schema/rate-limits.js';

export interface RateLimitHit {
  count: number;
  windowStartsAt: Date;
}

/**
 * Counts one hit against `key` in a fixed window, atomically (one upsert), so every server
 * instance shares the same counter.
 */
export async function hitRateLimit(
  db: Database,
  key: string,
  windowMs: number,
  now: Date,
): Promise<RateLimitHit> {
  const nowIso = now.toISOString();
  const windowStartCutoff = new Date(now.getTime() - windowMs).toISOString();
  const expired = sql`"rate_limits"."window_starts_at" <= ${windowStartCutoff}::timestamptz`;
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStartsAt: now, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`CASE WHEN ${expired} THEN 1 ELSE "rate_limits"."count" + 1 END`,
        windowStartsAt: sql`CASE WHEN ${expired} THEN ${nowIso}::timestamptz ELSE "rate_limits"."window_starts_at" END`,
      },
    })
    .returning({ count: rateLimits.count, windowStartsAt: rateLimits.windowStartsAt });
  if (!row) throw new Error('Counting the rate limit returned no row');
  return row;
}

/** The count of `key` in its current window, without counting a hit (0 when none or ended). */
export async function readRateLimit(db: Database, key: string, windowMs: number, now: Date): Promise<number> {
  const [row] = await db
    .select({ count: rateLimits.count, windowStartsAt: rateLimits.windowStartsAt })
    .from(rateLimits)
    .where(eq(rateLimits.key, key))
    .limit(1);
  if (!row || row.windowStartsAt.getTime() <= now.getTime() - windowMs) return 0;
  return row.count;
}

/**
 * Drops counters whose window started before `olderThan`, so the table stays small; returns how
 * many. A counter whose window has ended restarts at 1 anyway, so dropping it changes no limit.
 */
export async function deleteStaleRateLimits(db: Database, olderThan: Date): Promise<number> {
  const rows = await db
    .delete(rateLimits)
    .where(lt(rateLimits.windowStartsAt, olderThan))
    .returning({ key: rateLimits.key });
  return rows.length;
}
