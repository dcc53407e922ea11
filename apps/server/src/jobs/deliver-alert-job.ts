import type { ServerContext } from '../server-context.js';
import { alertDeliverySchema } from '../services/notifications/alert-delivery.js';
import { deliverAlert } from '../services/notifications/deliver-alert.js';
import { defineJob } from './job-definition.js';

/**
 * One alert to one channel. Retried with doubling delays (30 s, 1, 2, 4, 8 minutes) when another
 * attempt can help; a provider's Retry-After puts the delivery off by exactly that long instead.
 */
export const deliverAlertJob = defineJob({
  id: 'deliver-alert',
  payload: alertDeliverySchema,
  retry: { limit: 5, delaySeconds: 30, backoff: true },
  expireInSeconds: 5 * 60,
  handler: async (payload, deps: ServerContext, attempt) => {
    const outcome = await deliverAlert(deps, payload, attempt);
    if (outcome.deferSeconds === undefined) return;
    await deps.jobs.send(
      deliverAlertJob,
      { ...payload, deferrals: (payload.deferrals ?? 0) + 1 },
      { startAfterSeconds: outcome.deferSeconds },
    );
  },
});
