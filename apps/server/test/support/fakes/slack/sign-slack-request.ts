import { createHmac } from 'node:crypto';

/**
 * The headers Slack sends with an Events API request: the timestamp in seconds and `v0=` with the
 * hex HMAC-SHA256 of `v0:{timestamp}:{body}` keyed by the app's signing secret.
 */
export function signSlackRequest(
  signingSecret: string,
  body: string,
  timestampSeconds = Math.floor(Date.now() / 1000),
): Record<string, string> {
  const signature = createHmac('sha256', signingSecret)
    .update(`v0:${timestampSeconds}:${body}`)
    .digest('hex');
  return {
    'content-type': 'application/json',
    'x-slack-request-timestamp': String(timestampSeconds),
    'x-slack-signature': `v0=${signature}`,
  };
}
