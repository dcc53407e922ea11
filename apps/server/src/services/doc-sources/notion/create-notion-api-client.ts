import type { RequestPace } from '@driftwatch/db';
import { Client, LogLevel } from '@notionhq/client';
import type { ServerContext } from '../../../server-context.js';
import { createPacedFetch } from '../create-paced-fetch.js';

/**
 * Notion allows an average of three requests a second per integration, with short bursts above it;
 * past that it answers 429 with Retry-After, which the client's own retry waits out. A burst of two
 * keeps a request of margin against network jitter.
 */
export const notionRequestPace: RequestPace = { ratePerSecond: 3, burst: 2 };

/**
 * The official Notion client on the configured API, held to Notion's rate limit for this
 * integration's token across every web and worker process (the pace is kept in the database).
 */
export function createNotionApiClient(
  context: ServerContext,
  integration: { id: string; accessToken: string },
): Client {
  return new Client({
    baseUrl: context.config.notion.apiUrl,
    auth: integration.accessToken,
    timeoutMs: 30_000,
    fetch: createPacedFetch(context.db, `notion:${integration.id}`, notionRequestPace),
    retry: { maxRetries: 6, initialRetryDelayMs: 1000, maxRetryDelayMs: 60_000 },
    logLevel: LogLevel.ERROR,
    logger: (_level, message) => context.logger.warn({ provider: 'notion' }, message),
  });
}
