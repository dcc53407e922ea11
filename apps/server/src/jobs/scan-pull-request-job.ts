import { z } from 'zod';
import type { ServerContext } from '../server-context.js';
import { runPullRequestCheck } from '../services/pull-requests/run-pull-request-check.js';
import { defineJob } from './job-definition.js';

/** Checks one pull-request head commit and publishes the result to its code host. */
export const scanPullRequestJob = defineJob({
  id: 'scan-pull-request',
  payload: z.object({ pullRequestScanId: z.uuid() }),
  // A code host briefly unreachable (publishing, fetching): 10 s, then about 20 and 40.
  retry: { limit: 3, delaySeconds: 10, backoff: true },
  expireInSeconds: 30 * 60,
  handler: (payload, deps: ServerContext, attempt) =>
    runPullRequestCheck(deps, payload.pullRequestScanId, attempt),
});
