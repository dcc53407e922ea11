import { claimScheduledDocSource, listDueDocSources } from '@driftwatch/db/worker';
import { scanDocSourceJob } from '../../jobs/scan-doc-source-job.js';
import type { ServerContext } from '../../server-context.js';
import { computeNextSync } from './compute-next-sync.js';

/**
 * Queues a sync for each source whose scheduled time has come and moves its next time on; claiming
 * the slot first means two schedulers running at once queue each slot once.
 */
export async function enqueueDueDocSources(context: ServerContext): Promise<number> {
  const now = context.clock.now();
  let queued = 0;
  for (const source of await listDueDocSources(context.db, now)) {
    if (!(await claimScheduledDocSource(context.db, source, computeNextSync(source, now)))) continue;
    await context.jobs.send(scanDocSourceJob, { docSourceId: source.id }, { singletonKey: source.id });
    queued += 1;
  }
  return queued;
}
