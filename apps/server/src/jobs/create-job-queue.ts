import type { DatabaseHandle } from '@driftwatch/db';
import PgBoss from 'pg-boss';
import { createBossDatabase } from './create-boss-database.js';
import { type JobDefinition, JobError } from './job-definition.js';

export interface JobQueueOptions {
  /** How often idle workers poll (seconds, at least 0.5). */
  pollingIntervalSeconds?: number;
  /** Replaces every definition's retry delay (tests use 1 second). */
  retryDelaySeconds?: number;
  /** Runs cron definitions; several instances may, pg-boss sends each cron slot once. */
  schedule?: boolean;
  onError?: (error: unknown) => void;
}

interface SendOptions {
  /** pg-boss keeps at most one waiting job per key in the queue. */
  singletonKey?: string;
  /** Runs the job no earlier than this many seconds from now. */
  startAfterSeconds?: number;
}

export interface JobQueue {
  start(): Promise<void>;
  /** Creates the queues of these definitions (idempotent); senders and workers both need them. */
  register(definitions: readonly JobDefinition<unknown, unknown>[]): Promise<void>;
  send<Payload>(
    definition: JobDefinition<Payload, unknown>,
    payload: Payload,
    options?: SendOptions,
  ): Promise<string | null>;
  /** Takes a job out of the queue (waiting, or held by a worker that died); a finished job stays as it is. */
  cancel(definition: JobDefinition<unknown, unknown>, jobId: string): Promise<void>;
  /** Starts workers for these definitions in this process. */
  work<Deps>(definitions: readonly JobDefinition<unknown, Deps>[], deps: Deps): Promise<void>;
  /**
   * Runs a task in this process at once and then `intervalMs` after each run ended (never two at a
   * time), until `stop`. A failing run goes to `onError` and the next one still comes.
   */
  repeat(task: () => Promise<void>, intervalMs: number): void;
  /** Ends repeated tasks (waiting for a run in progress), then lets running jobs finish. */
  stop(): Promise<void>;
}

/** pg-boss 10 on the application database (PGlite through an executeSql adapter, or PostgreSQL). */
export function createJobQueue(database: DatabaseHandle, options: JobQueueOptions = {}): JobQueue {
  const boss = new PgBoss({
    db: createBossDatabase(database),
    schema: 'pgboss',
    schedule: options.schedule ?? true,
    supervise: true,
  });
  boss.on('error', (error) => options.onError?.(error));
  let started = false;
  /** Workers of this process per queue: a job sent here wakes them instead of waiting for their next poll. */
  const localWorkers = new Map<string, string[]>();
  const repeating = new Set<{ timer: NodeJS.Timeout | undefined; run: Promise<void> }>();

  const retryOf = (definition: JobDefinition<unknown, unknown>) => ({
    retryLimit: definition.retry.limit,
    retryDelay: options.retryDelaySeconds ?? definition.retry.delaySeconds,
    retryBackoff: definition.retry.backoff,
    expireInSeconds: definition.expireInSeconds,
  });

  return {
    async start() {
      if (started) return;
      await boss.start();
      started = true;
    },
    async register(definitions) {
      for (const definition of definitions) {
        const existing = await boss.getQueue(definition.id);
        if (existing) await boss.updateQueue(definition.id, { name: definition.id, ...retryOf(definition) });
        else await boss.createQueue(definition.id, { name: definition.id, ...retryOf(definition) });
        if (definition.cron && (options.schedule ?? true))
          await boss.schedule(definition.id, definition.cron, {});
      }
    },
    async send(definition, payload, sendOptions = {}) {
      const data = definition.payload.parse(payload);
      if (typeof data !== 'object' || data === null)
        throw new Error(`The payload of ${definition.id} must be an object`);
      const { startAfterSeconds, ...rest } = sendOptions;
      const id = await boss.send(definition.id, data, {
        ...rest,
        ...(startAfterSeconds ? { startAfter: startAfterSeconds } : {}),
      });
      for (const workerId of localWorkers.get(definition.id) ?? []) boss.notifyWorker(workerId);
      return id;
    },
    async cancel(definition, jobId) {
      await boss.cancel(definition.id, jobId);
    },
    async work(definitions, deps) {
      for (const definition of definitions) {
        const workerId = await boss.work<unknown>(
          definition.id,
          {
            includeMetadata: true,
            batchSize: 1,
            pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
          },
          async (jobs) => {
            for (const job of jobs) {
              const payload = definition.payload.parse(job.data);
              const attempt = {
                jobId: job.id,
                attempt: job.retryCount + 1,
                isFinalAttempt: job.retryCount >= job.retryLimit,
              };
              try {
                await definition.handler(payload, deps, attempt);
              } catch (error) {
                // A failure no retry can fix completes the job; the handler has recorded it.
                if (error instanceof JobError && !error.retryable) return;
                throw error;
              }
            }
          },
        );
        localWorkers.set(definition.id, [...(localWorkers.get(definition.id) ?? []), workerId]);
      }
    },
    repeat(task, intervalMs) {
      const loop: { timer: NodeJS.Timeout | undefined; run: Promise<void> } = {
        timer: undefined,
        run: Promise.resolve(),
      };
      const run = () => {
        loop.run = task()
          .catch((error: unknown) => options.onError?.(error))
          .then(() => {
            if (repeating.has(loop)) loop.timer = setTimeout(run, intervalMs);
          });
      };
      repeating.add(loop);
      run();
    },
    async stop() {
      const loops = [...repeating];
      repeating.clear();
      for (const loop of loops) clearTimeout(loop.timer);
      await Promise.all(loops.map((loop) => loop.run));
      if (!started) return;
      started = false;
      localWorkers.clear();
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
}
