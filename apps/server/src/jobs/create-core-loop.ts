import type { DatabaseHandle } from '@driftwatch/db';
import type { ServerContext } from '../server-context.js';
import { createLiveBus } from '../services/live/create-live-bus.js';
import type {
  CoreLoopContext,
  CoreLoopLogger,
  WebhookPolicy,
} from '../services/repositories/core-loop-context.js';
import {
  coreLoopPaths,
  createRepositoryProviders,
} from '../services/repositories/create-repository-providers.js';
import { coreLoopJobs } from './core-loop-jobs.js';
import { createJobQueue, type JobQueueOptions } from './create-job-queue.js';
import { type OrphanRecovery, startOrphanRecovery } from './start-orphan-recovery.js';

export interface CoreLoopOptions {
  context: ServerContext;
  /** The handle, not just `db`: jobs and live updates need the driver (pg-boss, LISTEN/NOTIFY). */
  database: DatabaseHandle;
  logger: CoreLoopLogger;
  /** Run scan and alert workers in this process (the default role runs everything). */
  runWorkers?: boolean;
  jobs?: JobQueueOptions;
  webhooks?: Partial<WebhookPolicy>;
}

export interface CoreLoop {
  context: CoreLoopContext;
  /** Creates the queues and, for worker roles, starts the workers and the scheduler. */
  start(): Promise<void>;
  stop(): Promise<void>;
}

/** Wires repositories, scans and live updates onto the account services' context. */
export async function createCoreLoop(options: CoreLoopOptions): Promise<CoreLoop> {
  const paths = coreLoopPaths(options.context.config.dataDir);
  const runWorkers = options.runWorkers ?? true;
  const jobs = createJobQueue(options.database, {
    schedule: runWorkers,
    onError: (error) => options.logger.error({ err: error }, 'Job queue error'),
    ...options.jobs,
  });
  const live = await createLiveBus(options.database, (error) =>
    options.logger.warn({ err: error }, 'A live event could not be read'),
  );
  const context: CoreLoopContext = {
    ...options.context,
    providers: createRepositoryProviders(paths, {
      allowLocalPaths: options.context.config.allowLocalRepositories,
    }),
    paths,
    jobs,
    live,
    logger: options.logger,
    webhooks: { allowPrivateAddresses: false, timeoutMs: 10_000, ...options.webhooks },
  };
  let recovery: OrphanRecovery | undefined;
  return {
    context,
    async start() {
      await jobs.start();
      await jobs.register(coreLoopJobs);
      if (!runWorkers) return;
      await jobs.work(coreLoopJobs, context);
      recovery = startOrphanRecovery(context);
    },
    async stop() {
      await recovery?.stop();
      await jobs.stop();
      await live.close();
    },
  };
}
