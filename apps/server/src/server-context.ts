import type { Database } from '@driftwatch/db';
import type { RepositoryProvider, RepositoryProviderId } from '@driftwatch/integrations';
import type { Mailer } from '@driftwatch/integrations/email';
import type { AppConfig } from './config/app-config.js';
import type { JobQueue } from './jobs/create-job-queue.js';
import type { LiveBus } from './services/live/live-bus.js';

export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** The subset of the Fastify (pino) logger services write to; the worker role writes the same lines. */
export interface Logger {
  info(details: Record<string, unknown>, message: string): void;
  warn(details: Record<string, unknown>, message: string): void;
  error(details: Record<string, unknown>, message: string): void;
}

/** Folders inside the data dir that repositories and scans write. */
export interface DataPaths {
  /** One bare clone per repository, named by the repository id. */
  checkouts: string;
  /** Sample repositories materialized per organization. */
  samples: string;
  /** The engine's per-file fact cache, one folder per repository. */
  scanCache: string;
}

export interface WebhookPolicy {
  /** Only for tests and closed networks: lets webhooks reach loopback and private addresses. */
  allowPrivateAddresses: boolean;
  /** Extra trusted CA certificates (PEM) for webhook targets, e.g. a test server's own. */
  trustedCa?: string | undefined;
  timeoutMs: number;
}

/**
 * What every service and job handler receives: the configuration, the database, the outside world
 * (mail, repository providers, the clock), the job queue, the live-event bus and the logger. Passed
 * in, so tests use real parts with their own settings.
 */
export interface ServerContext {
  config: AppConfig;
  db: Database;
  mailer: Mailer;
  clock: Clock;
  logger: Logger;
  providers: Partial<Record<RepositoryProviderId, RepositoryProvider>>;
  paths: DataPaths;
  jobs: JobQueue;
  live: LiveBus;
  webhooks: WebhookPolicy;
}
