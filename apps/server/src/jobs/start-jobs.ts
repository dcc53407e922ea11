import type { ServerContext } from '../server-context.js';
import { allJobs } from './all-jobs.js';
import { startOrphanRecovery } from './start-orphan-recovery.js';

/**
 * Creates every queue and, in the roles that run jobs, starts this process's workers and the
 * recovery of scans whose worker died.
 */
export async function startJobs(context: ServerContext, options: { runWorkers: boolean }): Promise<void> {
  await context.jobs.start();
  await context.jobs.register(allJobs);
  if (!options.runWorkers) return;
  await context.jobs.work(allJobs, context);
  startOrphanRecovery(context);
}
