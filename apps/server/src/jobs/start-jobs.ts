import type { ServerContext } from '../server-context.js';
import { allJobs } from './all-jobs.js';

/** Creates every queue and, in the roles that run jobs, starts this process's workers. */
export async function startJobs(context: ServerContext, options: { runWorkers: boolean }): Promise<void> {
  await context.jobs.start();
  await context.jobs.register(allJobs);
  if (options.runWorkers) await context.jobs.work(allJobs, context);
}
