import type { RepositoryProvider, RepositoryProviderId } from '@driftwatch/integrations';
import type { JobQueue } from '../../jobs/create-job-queue.js';
import type { ServerContext } from '../../server-context.js';
import type { LiveBus } from '../live/live-bus.js';

/** Folders inside the data dir that the core loop writes. */
export interface CoreLoopPaths {
  /** One bare clone per repository, named by the repository id. */
  checkouts: string;
  /** Sample repositories materialized per organization. */
  samples: string;
  /** The engine's per-file fact cache, one folder per repository. */
  scanCache: string;
}

/** The subset of the Fastify (pino) logger the core loop writes to. */
export interface CoreLoopLogger {
  info(details: Record<string, unknown>, message: string): void;
  warn(details: Record<string, unknown>, message: string): void;
  error(details: Record<string, unknown>, message: string): void;
}

export interface WebhookPolicy {
  /** Only for tests and closed networks: lets webhooks reach loopback and private addresses. */
  allowPrivateAddresses: boolean;
  /** Extra trusted CA certificates (PEM) for webhook targets, e.g. a test server's own. */
  trustedCa?: string | undefined;
  timeoutMs: number;
}

/** What repository, scan and issue services need beyond the account services' context. */
export interface CoreLoopContext extends ServerContext {
  providers: Partial<Record<RepositoryProviderId, RepositoryProvider>>;
  paths: CoreLoopPaths;
  jobs: JobQueue;
  live: LiveBus;
  logger: CoreLoopLogger;
  webhooks: WebhookPolicy;
}
