import { z } from 'zod';
import type { ServerContext } from '../server-context.js';
import { deliverScanNotifications } from '../services/notifications/deliver-scan-notifications.js';
import { defineJob } from './job-definition.js';

export const deliverScanNotificationsJob = defineJob({
  id: 'deliver-scan-notifications',
  payload: z.object({
    scanId: z.uuid(),
    createdIssueIds: z.array(z.uuid()),
    resolvedIssueIds: z.array(z.uuid()),
  }),
  retry: { limit: 2, delaySeconds: 60, backoff: true },
  expireInSeconds: 10 * 60,
  handler: (payload, deps: ServerContext) => deliverScanNotifications(deps, payload),
});
