import type { ServerContext } from '../server-context.js';

/** Lets running jobs finish, then closes the live-event bus the jobs publish to. */
export async function stopJobs(context: ServerContext): Promise<void> {
  await context.jobs.stop();
  await context.live.close();
}
