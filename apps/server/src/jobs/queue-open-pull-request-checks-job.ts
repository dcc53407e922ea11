import { z } from 'zod';
import type { ServerContext } from '../server-context.js';
import { queueOpenPullRequestChecks } from '../services/pull-requests/queue-open-pull-request-checks.js';
import { defineJob } from './job-definition.js';

/** Lists a repository's open pull requests on its code host and queues a check of each head. */
export const queueOpenPullRequestChecksJob = defineJob({
  id: 'queue-open-pull-request-checks',
  payload: z.object({ repositoryId: z.uuid() }),
  // A code host briefly unreachable: 10 s, then about 20 and 40.
  retry: { limit: 3, delaySeconds: 10, backoff: true },
  expireInSeconds: 10 * 60,
  handler: async (payload, deps: ServerContext) => {
    await queueOpenPullRequestChecks(deps, payload.repositoryId);
  },
});
