import { failureReasonStatuses } from '@driftwatch/contract';
import { hitRateLimit } from '@driftwatch/db';
import type { FastifyRequest } from 'fastify';
import { requestFailed } from '../http/app-error.js';
import type { ServerContext } from '../server-context.js';

/**
 * Counts a hit against `key` in a fixed window kept in the database, so the limit holds across every
 * server instance. Throws a 429 once the window's budget is spent.
 */
async function enforceRateLimitFor(context: ServerContext, key: string): Promise<void> {
  const { max, windowMs } = context.config.authRateLimit;
  const now = context.clock.now();
  const hit = await hitRateLimit(context.db, key, windowMs, now);
  if (hit.count <= max) return;
  const retryAfterSeconds = Math.max(
    1,
    Math.ceil((hit.windowStartsAt.getTime() + windowMs - now.getTime()) / 1000),
  );
  throw requestFailed(
    'rate_limited',
    'Too many attempts. Please wait a moment and try again.',
    failureReasonStatuses.rate_limited,
    {
      retry_after_seconds: retryAfterSeconds,
    },
  );
}

/** Per client address: slows down one client hammering an endpoint. */
export async function enforceRateLimit(
  context: ServerContext,
  request: FastifyRequest,
  name: string,
): Promise<void> {
  await enforceRateLimitFor(context, `${name}:${request.ip}`);
}

/** Per target account: stops password guessing from many addresses and floods of emails to one inbox. */
export async function enforceEmailRateLimit(
  context: ServerContext,
  name: string,
  email: string,
): Promise<void> {
  await enforceRateLimitFor(context, `${name}-email:${email}`);
}
