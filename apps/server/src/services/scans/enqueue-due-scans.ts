import { claimScheduledScan, listDueRepositories } from '@driftwatch/db/worker';
import type { ServerContext } from '../../server-context.js';
import { computeNextScan } from '../repositories/compute-next-scan.js';
import { queueScan } from './queue-scan.js';

/**
 * Queues a scan for each repository whose scheduled time has come and moves its next time on.
 * Claiming the slot first means two schedulers running at once queue each slot once.
 */
export async function enqueueDueScans(context: ServerContext): Promise<number> {
  const now = context.clock.now();
  let queued = 0;
  for (const repository of await listDueRepositories(context.db, now)) {
    const next = computeNextScan(repository.scanSchedule, now);
    if (!(await claimScheduledScan(context.db, repository, next))) continue;
    await queueScan(context, repository, { trigger: 'schedule' });
    queued += 1;
  }
  return queued;
}
