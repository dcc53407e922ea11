import { z } from 'zod';
import type { ServerContext } from '../server-context.js';
import { sweepExpiredRows } from '../services/auth/sweep-expired-rows.js';
import { defineJob } from './job-definition.js';

/** Hourly: delete dead sessions, links, invitations, OAuth states and rate-limit counters. */
export const sweepExpiredRowsJob = defineJob({
  id: 'sweep-expired-rows',
  payload: z.object({}),
  // The next hour's run does the same work, so a failed sweep is not retried.
  retry: { limit: 0, delaySeconds: 0, backoff: false },
  expireInSeconds: 10 * 60,
  cron: '0 * * * *',
  handler: async (_payload, deps: ServerContext) => {
    const counts = await sweepExpiredRows(deps);
    deps.logger.info({ deleted: counts }, 'Swept expired rows');
  },
});
