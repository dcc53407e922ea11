import { createHmac, timingSafeEqual } from 'node:crypto';
import { requestFailed } from '../../http/app-error.js';

/** Slack's window against replays: a request signed more than five minutes from now is refused. */
const maxSkewSeconds = 5 * 60;

/**
 * Checks Slack's v0 request signature: `v0=` and the hex HMAC-SHA256, keyed by the signing secret,
 * of `v0:{X-Slack-Request-Timestamp}:{the raw body}`.
 */
export function verifySlackSignature(input: {
  signingSecret: string;
  body: Buffer;
  timestamp: string | undefined;
  signature: string | undefined;
  now: Date;
}): void {
  const refused = (why: string) => requestFailed('invalid_signature', why, 401);
  const { timestamp, signature } = input;
  if (!timestamp || !signature || !/^\d+$/.test(timestamp)) {
    throw refused('A request signed by Slack (X-Slack-Signature, X-Slack-Request-Timestamp) is required.');
  }
  if (Math.abs(input.now.getTime() / 1000 - Number(timestamp)) > maxSkewSeconds) {
    throw refused('The Slack request timestamp is more than five minutes away from now.');
  }
  const expected = Buffer.from(
    `v0=${createHmac('sha256', input.signingSecret)
      .update(Buffer.concat([Buffer.from(`v0:${timestamp}:`), input.body]))
      .digest('hex')}`,
  );
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw refused('The Slack signature does not match this request.');
  }
}
