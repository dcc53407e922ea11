import type { DatabaseHandle } from '@driftwatch/db';
import type { Mailer } from '@driftwatch/integrations/email';
import type { AppConfig } from '../config/app-config.js';
import { type Clock, systemClock } from '../server-context.js';
import type { CoreLoopLogger } from '../services/repositories/core-loop-context.js';
import { type CoreLoop, createCoreLoop } from './create-core-loop.js';
import type { JobQueueOptions } from './create-job-queue.js';

export interface WorkerDependencies {
  config: AppConfig;
  database: DatabaseHandle;
  mailer: Mailer;
  logger: CoreLoopLogger;
  clock?: Clock;
  /** Polling and retry overrides (tests). */
  jobs?: JobQueueOptions;
}

/**
 * The `worker` role of a scale-out: scan, alert and schedule workers without the HTTP API. Any
 * number may run against one PostgreSQL; pg-boss hands each job to one of them, and their live
 * events reach the web processes through LISTEN/NOTIFY.
 */
export async function startWorker(dependencies: WorkerDependencies): Promise<CoreLoop> {
  const coreLoop = await createCoreLoop({
    context: {
      config: dependencies.config,
      db: dependencies.database.db,
      mailer: dependencies.mailer,
      clock: dependencies.clock ?? systemClock,
    },
    database: dependencies.database,
    logger: dependencies.logger,
    runWorkers: true,
    ...(dependencies.jobs ? { jobs: dependencies.jobs } : {}),
  });
  await coreLoop.start();
  return coreLoop;
}
