import { z } from 'zod';
import type { ServerContext } from '../server-context.js';
import { enforceBillingDeadlines } from '../services/billing/enforce-billing-deadlines.js';
import { defineJob } from './job-definition.js';

/**
 * Hourly: suspend organizations whose payment failed past the grace period; end unpaid trials; start
 * free plans' next usage period.
 */
export const enforceBillingDeadlinesJob = defineJob({
  id: 'enforce-billing-deadlines',
  payload: z.object({}),
  // The next hour's run does the same work, so a failed run is not retried.
  retry: { limit: 0, delaySeconds: 0, backoff: false },
  expireInSeconds: 10 * 60,
  cron: '15 * * * *',
  handler: async (_payload, deps: ServerContext) => {
    const counts = await enforceBillingDeadlines(deps);
    if (Object.values(counts).some((count) => count > 0))
      deps.logger.info(counts, 'Applied billing deadlines');
  },
});
