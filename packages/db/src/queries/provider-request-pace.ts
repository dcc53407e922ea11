import { sql } from 'drizzle-orm';
import type { Database } from '../database.js';
import { providerRequestPace } from '../schema/provider-request-pace.js';

export interface RequestPace {
  ratePerSecond: number;
  /** Requests that may leave at once after a quiet spell. */
  burst: number;
}

/**
 * Books one request against `key` and answers how many milliseconds to wait before sending it. One
 * atomic upsert on the database clock (a generic cell rate algorithm): every process booking the
 * same key shares one pace, whatever clock skew the processes have.
 */
export async function bookProviderRequest(db: Database, key: string, pace: RequestPace): Promise<number> {
  const interval = sql`make_interval(secs => ${1 / pace.ratePerSecond})`;
  const tolerance = sql`make_interval(secs => ${pace.burst / pace.ratePerSecond})`;
  const [row] = await db
    .insert(providerRequestPace)
    .values({ key, bookedUntil: sql`clock_timestamp() + ${interval}` })
    .onConflictDoUpdate({
      target: providerRequestPace.key,
      set: {
        bookedUntil: sql`GREATEST("provider_request_pace"."booked_until", clock_timestamp()) + ${interval}`,
      },
    })
    .returning({
      waitMs: sql<number>`GREATEST(0, EXTRACT(EPOCH FROM ("provider_request_pace"."booked_until" - ${tolerance} - clock_timestamp())) * 1000)::float8`,
    });
  return Number(row?.waitMs ?? 0);
}
