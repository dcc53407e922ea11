import { listLinearSyncOrganizations } from '@driftwatch/db/worker';
import { z } from 'zod';
import type { ServerContext } from '../server-context.js';
import { syncLinearStatuses } from '../services/linear/sync-linear-statuses.js';
import { defineJob } from './job-definition.js';

/**
 * Every 15 minutes: the Linear status of pushed issues is read again, for a change the webhook
 * missed (webhook not set up, a delivery lost). One organization's failure never stops the others.
 */
export const syncLinearStatusesJob = defineJob({
  id: 'sync-linear-statuses',
  payload: z.object({}),
  retry: { limit: 0, delaySeconds: 0, backoff: false },
  expireInSeconds: 10 * 60,
  cron: '*/15 * * * *',
  handler: async (_payload, deps: ServerContext) => {
    for (const organizationId of await listLinearSyncOrganizations(deps.db)) {
      try {
        const sweep = await syncLinearStatuses(deps, organizationId);
        if (sweep.stoppedBy)
          deps.logger.warn({ organizationId, ...sweep }, 'The Linear status sync stopped early');
      } catch (error) {
        deps.logger.error({ err: error, organizationId }, 'The Linear status sync failed');
      }
    }
  },
});
