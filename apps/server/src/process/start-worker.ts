import type { DatabaseHandle } from '@driftwatch/db';
import type { Mailer } from '@driftwatch/integrations/email';
import type { AppConfig } from '../config/app-config.js';
import type { JobQueueOptions } from '../jobs/create-job-queue.js';
import { startJobs } from '../jobs/start-jobs.js';
import { type Clock, type Logger, type ServerContext, systemClock } from '../server-context.js';
import { createServerContext } from './create-server-context.js';

export interface WorkerDependencies {
  config: AppConfig;
  database: DatabaseHandle;
  mailer: Mailer;
  logger: Logger;
  clock?: Clock | undefined;
  /** Polling and retry overrides (tests). */
  jobs?: JobQueueOptions | undefined;
}

/**
 * The `worker` role of a scale-out: scan, alert and schedule workers without the HTTP API. Any
 * number may run against one PostgreSQL; pg-boss hands each job to one of them, and their live
 * events reach the web processes through LISTEN/NOTIFY. Stop it with `stopJobs`.
 */
export async function startWorker(dependencies: WorkerDependencies): Promise<ServerContext> {
  const context = await createServerContext({
    config: dependencies.config,
    database: dependencies.database,
    mailer: dependencies.mailer,
    clock: dependencies.clock ?? systemClock,
    logger: dependencies.logger,
    schedule: true,
    jobs: dependencies.jobs,
  });
  await startJobs(context, { runWorkers: true });
  return context;
}
