import type { DatabaseHandle } from '@driftwatch/db';
import type { Mailer } from '@driftwatch/integrations/email';
import type { AppConfig } from '../config/app-config.js';
import { createJobQueue, type JobQueueOptions } from '../jobs/create-job-queue.js';
import type { Clock, Logger, ServerContext, WebhookPolicy } from '../server-context.js';
import { createLiveBus } from '../services/live/create-live-bus.js';
import {
  createRepositoryProviders,
  dataPaths,
} from '../services/repositories/create-repository-providers.js';

export interface ServerContextOptions {
  config: AppConfig;
  /** The handle, not just `db`: jobs and live updates need the driver (pg-boss, LISTEN/NOTIFY). */
  database: DatabaseHandle;
  mailer: Mailer;
  clock: Clock;
  logger: Logger;
  /** Whether this process schedules cron jobs (the roles that run workers do). */
  schedule: boolean;
  jobs?: JobQueueOptions | undefined;
  webhooks?: Partial<WebhookPolicy> | undefined;
}

/** Wires the job queue, the live-event bus and the repository providers around the database. */
export async function createServerContext(options: ServerContextOptions): Promise<ServerContext> {
  const { config, logger } = options;
  const paths = dataPaths(config.dataDir);
  const jobs = createJobQueue(options.database, {
    schedule: options.schedule,
    onError: (error) => logger.error({ err: error }, 'Job queue error'),
    ...options.jobs,
  });
  const live = await createLiveBus(options.database, (error) =>
    logger.warn({ err: error }, 'A live event could not be read'),
  );
  return {
    config,
    db: options.database.db,
    mailer: options.mailer,
    clock: options.clock,
    logger,
    providers: createRepositoryProviders(paths, { allowLocalPaths: config.allowLocalRepositories }),
    paths,
    jobs,
    live,
    webhooks: { allowPrivateAddresses: false, timeoutMs: 10_000, ...options.webhooks },
  };
}
