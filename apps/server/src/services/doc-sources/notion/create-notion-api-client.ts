import { Client, LogLevel } from '@notionhq/client';
import type { ServerContext } from '../../../server-context.js';
import { createRateLimitedFetch, type RateLimit } from '../create-rate-limited-fetch.js';

/**
 * Notion allows an average of three requests a second per integration, with short bursts above it;
 * past that it answers 429 with Retry-After, which the client's own retry waits out. A burst of two
 * keeps a request of margin against network jitter.
 */
export const notionRateLimit: RateLimit = { ratePerSecond: 3, burst: 2 };

/** One request budget per token, shared by every sync and page listing of this process. */
const budgets = new Map<string, typeof fetch>();

function budgetFor(integrationId: string): typeof fetch {
  let limited = budgets.get(integrationId);
  if (!limited) {
    limited = createRateLimitedFetch(notionRateLimit);
    budgets.set(integrationId, limited);
  }
  return limited;
}

/** The official Notion client on the configured API, held to Notion's rate limit for this integration. */
export function createNotionApiClient(
  context: ServerContext,
  integration: { id: string; accessToken: string },
): Client {
  return new Client({
    baseUrl: context.config.notion.apiUrl,
    auth: integration.accessToken,
    timeoutMs: 30_000,
    fetch: budgetFor(integration.id),
    retry: { maxRetries: 6, initialRetryDelayMs: 1000, maxRetryDelayMs: 60_000 },
    logLevel: LogLevel.ERROR,
    logger: (_level, message) => context.logger.warn({ provider: 'notion' }, message),
  });
}
