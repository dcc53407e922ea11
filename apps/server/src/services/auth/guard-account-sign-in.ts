import { failureReasonStatuses } from '@driftwatch/contract';
import { hasSessionFromClient, hitRateLimit, readRateLimit } from '@driftwatch/db';
import { requestFailed } from '../../http/app-error.js';
import type { ServerContext } from '../../server-context.js';
import type { ClientInfo } from './create-session.js';

function failuresKey(email: string): string {
  return `signin-failures:${email}`;
}

/**
 * Whether this client has proven itself for this user before: a device cookie from an earlier
 * sign-in, or an earlier session from the same address and browser.
 */
export async function isKnownClient(
  context: ServerContext,
  userId: string,
  client: ClientInfo & { deviceUserId: string | null },
): Promise<boolean> {
  if (client.deviceUserId === userId) return true;
  return hasSessionFromClient(context.db, userId, client);
}

/**
 * Once an account's failed password attempts reach the limit within the window, only known
 * clients may try a password until the window ends: strangers cannot lock the owner out, and a
 * guesser spread over many addresses cannot keep guessing.
 */
export async function assertAccountOpenTo(
  context: ServerContext,
  email: string,
  known: boolean,
): Promise<void> {
  if (known) return;
  const { max, windowMs } = context.config.authRateLimit;
  const now = context.clock.now();
  if ((await readRateLimit(context.db, failuresKey(email), windowMs, now)) < max) return;
  throw requestFailed(
    'rate_limited',
    'Too many attempts. Please wait a moment and try again.',
    failureReasonStatuses.rate_limited,
    { retry_after_seconds: Math.ceil(windowMs / 1000) },
  );
}

export async function countFailedSignIn(context: ServerContext, email: string): Promise<void> {
  const { windowMs } = context.config.authRateLimit;
  await hitRateLimit(context.db, failuresKey(email), windowMs, context.clock.now());
}
