import { z } from 'zod';
import type { ServerContext } from '../server-context.js';
import { pollCodeHosts } from '../services/code-hosts/poll-code-hosts.js';
import { defineJob } from './job-definition.js';

/** Every minute: poll the code hosts of repositories that cannot receive webhooks and are due. */
export const pollCodeHostsJob = defineJob({
  id: 'poll-code-hosts',
  payload: z.object({}),
  retry: { limit: 0, delaySeconds: 0, backoff: false },
  expireInSeconds: 10 * 60,
  cron: '* * * * *',
  handler: async (_payload, deps: ServerContext) => {
    await pollCodeHosts(deps);
  },
});
