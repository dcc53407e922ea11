import type { WebClient } from '@slack/web-api';

/**
 * How alerts reach an organization's Slack workspace: its Web API client (with the decrypted bot
 * token) and a way to flag the connection when Slack says the token is dead. The Slack
 * integration (OAuth connect, stored token) provides the real one.
 */
export interface SlackConnector {
  /**
   * The organization's client, or undefined while Slack is not connected. It should reject
   * rate-limited calls (`rejectRateLimitedCalls`) so the job queue, not the SDK, waits out Retry-After.
   */
  clientFor(organizationId: string): Promise<WebClient | undefined>;
  /** Marks the organization's Slack integration broken, so its card asks for a reconnect. */
  markBroken(organizationId: string, reason: string): Promise<void>;
}

/** Until an organization connects Slack there is no client; deliveries say so on the channel. */
export const slackNotConnected: SlackConnector = {
  clientFor: async () => undefined,
  markBroken: async () => undefined,
};
