import { z } from 'zod';
import type { ServerContext } from '../server-context.js';
import { runScan } from '../services/scans/run-scan.js';
import { defineJob } from './job-definition.js';

/** Scans one repository commit; the scan row holds what to scan and records the outcome. */
export const scanRepositoryJob = defineJob({
  id: 'scan-repository',
  payload: z.object({ scanId: z.uuid() }),
  // 30 s, then about 1 and 2 minutes: enough for a remote that was briefly unreachable.
  retry: { limit: 3, delaySeconds: 30, backoff: true },
  expireInSeconds: 30 * 60,
  handler: (payload, deps: ServerContext, attempt) => runScan(deps, payload.scanId, attempt),
});
