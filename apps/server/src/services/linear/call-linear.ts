import {
  AuthenticationLinearError,
  InvalidInputLinearError,
  type LinearClient,
  LinearError,
  RatelimitedLinearError,
} from '@linear/sdk';
import { AppError, requestFailed } from '../../http/app-error.js';
import type { ServerContext } from '../../server-context.js';
import { markIntegrationBroken } from '../integrations/mark-integration-broken.js';
import { linearTokenRevoked } from './linear-errors.js';
import { openLinearClient } from './open-linear-client.js';

/**
 * Seconds until Linear takes requests again: its rate-limit answer carries the reset time of the
 * request budget (X-RateLimit-Requests-Reset, epoch milliseconds); a minute when it says nothing.
 */
function secondsUntilReset(error: RatelimitedLinearError, now: number): number {
  if (error.retryAfter) return Math.ceil(error.retryAfter);
  if (error.requestsResetAt && error.requestsResetAt > now)
    return Math.ceil((error.requestsResetAt - now) / 1000);
  return 60;
}

/** Linear's refusals as API errors; anything else is left for the error handler (500). */
function toLinearAppError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  if (error instanceof RatelimitedLinearError) {
    return requestFailed('rate_limited', 'Linear is rate limiting requests. Please try again shortly.', 429, {
      retry_after_seconds: secondsUntilReset(error, Date.now()),
    });
  }
  if (error instanceof InvalidInputLinearError) {
    return requestFailed('linear_request_failed', `Linear refused the request: ${error.message}`, 400);
  }
  if (error instanceof LinearError) {
    return requestFailed('linear_request_failed', `Linear could not answer: ${error.message}`, 502);
  }
  return error;
}

/**
 * Runs SDK calls with the organization's Linear client. When Linear refuses the access token the
 * token is refreshed and the calls run once more; a second refusal marks the integration broken.
 */
export async function callLinear<T>(
  context: ServerContext,
  organizationId: string,
  run: (client: LinearClient) => Promise<T>,
): Promise<T> {
  const opened = await openLinearClient(context, organizationId);
  try {
    return await run(opened.client);
  } catch (error) {
    if (!(error instanceof AuthenticationLinearError)) throw toLinearAppError(error);
  }
  if (opened.secret.refreshToken) {
    const again = await openLinearClient(context, organizationId, opened.secret.accessToken);
    try {
      return await run(again.client);
    } catch (error) {
      if (!(error instanceof AuthenticationLinearError)) throw toLinearAppError(error);
    }
  }
  await markIntegrationBroken(context, {
    organizationId,
    integrationId: opened.integrationId,
    reason: 'Linear refused the token. Connect Linear again.',
  });
  throw linearTokenRevoked();
}
