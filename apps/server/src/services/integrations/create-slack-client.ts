import { LogLevel, type Logger as SlackLogger, WebClient } from '@slack/web-api';
import type { AppConfig } from '../../config/app-config.js';
import type { Logger } from '../../server-context.js';

/**
 * Slack's SDK logs through this: only its warnings and errors reach the server log. Request bodies
 * (which carry tokens) are only ever logged by the SDK at debug level, which is never enabled.
 */
function forwardSlackLogs(logger: Logger): SlackLogger {
  const join = (parts: unknown[]) => parts.map(String).join(' ');
  return {
    debug: () => {},
    info: () => {},
    warn: (...parts) => logger.warn({ provider: 'slack' }, join(parts)),
    error: (...parts) => logger.error({ provider: 'slack' }, join(parts)),
    setLevel: () => {},
    getLevel: () => LogLevel.WARN,
    setName: () => {},
  };
}

export interface SlackClientOptions {
  /**
   * Answer a 429 at once (WebAPIRateLimitedError with retryAfter) instead of waiting Slack's
   * Retry-After inside the call: for calls a person waits on, and for jobs that reschedule.
   */
  rejectRateLimitedCalls?: boolean;
}

/** The official Slack client pointed at the configured API (a local fake in tests). */
export function createSlackClient(
  config: AppConfig,
  logger: Logger,
  token?: string,
  options: SlackClientOptions = {},
): WebClient {
  return new WebClient(token, {
    slackApiUrl: config.slack.apiUrl,
    logger: forwardSlackLogs(logger),
    logLevel: LogLevel.WARN,
    // A few quick retries for dropped connections and 5xx; long outages are the job queue's to retry.
    retryConfig: { retries: 2, factor: 2, minTimeout: 200, maxTimeout: 2_000 },
    timeout: 15_000,
    rejectRateLimitedCalls: options.rejectRateLimitedCalls ?? false,
  });
}
