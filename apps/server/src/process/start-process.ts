import type { DatabaseHandle } from '@driftwatch/db';
import { createMailer, type Mailer } from '@driftwatch/integrations/email';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../build-server.js';
import type { AppConfig } from '../config/app-config.js';
import type { ProcessRole } from '../config/config-schema.js';
import type { JobQueueOptions } from '../jobs/create-job-queue.js';
import { stopJobs } from '../jobs/stop-jobs.js';
import type { Clock, Logger } from '../server-context.js';
import { createProcessLogger } from './create-process-logger.js';
import { startWorker } from './start-worker.js';

export interface ProcessDependencies {
  config: AppConfig;
  /** Opened and migrated by the caller, which also closes it after `close()`. */
  database: DatabaseHandle;
  clock?: Clock;
  /** Defaults to SMTP or the outbox, as configured. */
  mailer?: Mailer;
  /** Pass false to silence logs (tests). */
  logger?: boolean;
  /** Polling and retry overrides (tests). */
  jobs?: JobQueueOptions;
}

export interface RunningProcess {
  role: ProcessRole;
  /** Where the API listens; undefined for the worker role, which opens no port. */
  url: string | undefined;
  app: FastifyInstance | undefined;
  logger: Logger;
  close(): Promise<void>;
}

async function startWorkerRole(dependencies: ProcessDependencies): Promise<RunningProcess> {
  const { config } = dependencies;
  const logger = createProcessLogger(dependencies.logger === false ? 'silent' : config.logLevel);
  const mailer =
    dependencies.mailer ??
    createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, dataDir: config.dataDir });
  const context = await startWorker({
    config,
    database: dependencies.database,
    mailer,
    logger,
    clock: dependencies.clock,
    jobs: dependencies.jobs,
  });
  return {
    role: 'worker',
    url: undefined,
    app: undefined,
    logger,
    async close() {
      await stopJobs(context);
      if (!dependencies.mailer) await mailer.close();
    },
  };
}

/**
 * Starts what `config.role` asks for. `all` (the default) serves HTTP and runs the job workers and
 * the scheduler in one process; `web` serves HTTP and only enqueues jobs; `worker` runs the jobs
 * and the scheduler without opening a port. Any number of each may share one PostgreSQL.
 */
export async function startProcess(dependencies: ProcessDependencies): Promise<RunningProcess> {
  const { config } = dependencies;
  if (config.role === 'worker') return startWorkerRole(dependencies);
  const app = await buildServer({
    config,
    database: dependencies.database,
    runWorkers: config.role === 'all',
    clock: dependencies.clock,
    mailer: dependencies.mailer,
    logger: dependencies.logger,
    jobs: dependencies.jobs,
  });
  const url = await app.listen({ port: config.port, host: config.host });
  return { role: config.role, url, app, logger: app.log, close: () => app.close() };
}
