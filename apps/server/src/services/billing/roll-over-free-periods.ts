import { listEndedFreePeriods, startFreeUsagePeriod } from '@driftwatch/db';
import type { ServerContext } from '../../server-context.js';
import { defaultPeriodDays } from './billing-period.js';

const periodMs = defaultPeriodDays * 24 * 60 * 60 * 1000;

/**
 * The free plan counts pull requests per 30-day period with no subscription to end it, so each ended
 * period is followed by the one that contains now (periods stay back to back, even after downtime)
 * and the count starts again at zero. Returns how many plans moved on.
 */
export async function rollOverFreePeriods(context: ServerContext): Promise<number> {
  const now = context.clock.now();
  let rolled = 0;
  for (const plan of await listEndedFreePeriods(context.db, now)) {
    const endedAt = plan.periodEndsAt;
    if (!endedAt) continue;
    const skipped = Math.floor((now.getTime() - endedAt.getTime()) / periodMs);
    const startsAt = new Date(endedAt.getTime() + skipped * periodMs);
    const next = { startsAt, endsAt: new Date(startsAt.getTime() + periodMs) };
    if (await startFreeUsagePeriod(context.db, plan.organizationId, endedAt, next)) rolled += 1;
  }
  return rolled;
}
