import { z } from 'zod';
import type { ServerContext } from '../server-context.js';
import { enqueueDueDocSources } from '../services/doc-sources/enqueue-due-doc-sources.js';
import { enqueueDueScans } from '../services/scans/enqueue-due-scans.js';
import { defineJob } from './job-definition.js';

/** Every minute: queue the repository scans and doc source syncs whose daily, weekly or custom schedule is due. */
export const scheduledScanTickJob = defineJob({
  id: 'scheduled-scan-tick',
  payload: z.object({}),
  retry: { limit: 0, delaySeconds: 0, backoff: false },
  expireInSeconds: 5 * 60,
  cron: '* * * * *',
  handler: async (_payload, deps: ServerContext) => {
    await enqueueDueScans(deps);
    await enqueueDueDocSources(deps);
  },
});
