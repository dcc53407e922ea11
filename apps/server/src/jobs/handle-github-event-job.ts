import { z } from 'zod';
import type { ServerContext } from '../server-context.js';
import { handleGithubEvent } from '../services/github/handle-github-event.js';
import { defineJob } from './job-definition.js';

/** One verified GitHub delivery: installation changes, pushes and pull requests. */
export const handleGithubEventJob = defineJob({
  id: 'handle-github-event',
  payload: z.object({ deliveryId: z.string(), event: z.string(), payload: z.unknown() }),
  retry: { limit: 3, delaySeconds: 10, backoff: true },
  expireInSeconds: 5 * 60,
  handler: (payload, deps: ServerContext) => handleGithubEvent(deps, payload.event, payload.payload),
});
