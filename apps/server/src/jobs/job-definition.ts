import type { z } from 'zod';

interface RetryPolicy {
  /** Retries after the first attempt. */
  limit: number;
  delaySeconds: number;
  /** Doubles the delay on each retry (pg-boss adds jitter). */
  backoff: boolean;
}

export interface JobAttempt {
  /** The queue's id of the job being run. */
  jobId: string;
  /** 1 for the first run. */
  attempt: number;
  /** True when a failure now will not be retried. */
  isFinalAttempt: boolean;
}

/**
 * A job is a definition plus a handler: a queue id, a zod payload, a retry policy and optionally a
 * cron schedule. The handler is a plain async function of (payload, deps), testable without a queue.
 */
export interface JobDefinition<Payload, Deps> {
  id: string;
  payload: z.ZodType<Payload>;
  retry: RetryPolicy;
  /** A run longer than this is considered dead and retried. */
  expireInSeconds: number;
  cron?: string;
  handler(payload: Payload, deps: Deps, attempt: JobAttempt): Promise<void>;
}

/**
 * Thrown by handlers to say whether another attempt can help: a network failure can, an unknown
 * repository cannot.
 */
export class JobError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'JobError';
  }
}

export function defineJob<Payload, Deps>(
  definition: JobDefinition<Payload, Deps>,
): JobDefinition<Payload, Deps> {
  return definition;
}
