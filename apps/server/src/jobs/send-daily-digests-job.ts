import { z } from 'zod';
import type { ServerContext } from '../server-context.js';
import { queueDailyDigests } from '../services/notifications/queue-daily-digests.js';
import { defineJob } from './job-definition.js';

/** Daily at 09:00 UTC: one digest of open drift per Slack and Teams channel. */
export const sendDailyDigestsJob = defineJob({
  id: 'send-daily-digests',
  payload: z.object({}),
  // Digests are keyed per channel and day, so a retry queues only what is still missing.
  retry: { limit: 2, delaySeconds: 300, backoff: true },
  expireInSeconds: 10 * 60,
  cron: '0 9 * * *',
  handler: async (_payload, deps: ServerContext) => {
    const count = await queueDailyDigests(deps);
    deps.logger.info({ channels: count }, 'Queued the daily drift digests');
  },
});
