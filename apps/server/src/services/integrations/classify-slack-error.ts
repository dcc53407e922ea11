import { ErrorCode, type WebAPICallError } from '@slack/web-api';

/** Slack errors meaning the stored token no longer works: reconnecting is the only fix. */
const authFailures = new Set([
  'token_revoked',
  'invalid_auth',
  'account_inactive',
  'token_expired',
  'not_authed',
  'missing_scope',
  'team_access_not_granted',
]);

/** Slack errors about one channel: the message cannot go there, the integration itself is fine. */
const channelFailures = new Set([
  'not_in_channel',
  'channel_not_found',
  'is_archived',
  'restricted_action',
  'cannot_join_channel',
  'method_not_supported_for_channel_type',
]);

export type SlackFailure =
  /** The integration should be marked broken with `code` as its reason. */
  | { kind: 'auth'; code: string }
  /** The channel needs attention (join it, pick another); retrying does not help. */
  | { kind: 'channel'; code: string }
  /** Try again after `retryAfterSeconds`. */
  | { kind: 'rate_limited'; code: 'ratelimited'; retryAfterSeconds: number }
  /** Network trouble or a Slack outage: a later retry may help. */
  | { kind: 'transient'; code: string }
  /** Any other refusal (bad arguments, message too long): retrying the same call does not help. */
  | { kind: 'other'; code: string };

function isSlackCallError(error: unknown): error is WebAPICallError {
  return (
    error instanceof Error &&
    'code' in error &&
    (error.code === ErrorCode.PlatformError ||
      error.code === ErrorCode.RateLimitedError ||
      error.code === ErrorCode.RequestError ||
      error.code === ErrorCode.HTTPError)
  );
}

/** Tells callers (channel listing, alert delivery) what a failed Slack call means for them. */
export function classifySlackError(error: unknown): SlackFailure {
  if (!isSlackCallError(error)) return { kind: 'transient', code: 'unknown_error' };
  switch (error.code) {
    case ErrorCode.RateLimitedError:
      return { kind: 'rate_limited', code: 'ratelimited', retryAfterSeconds: error.retryAfter };
    case ErrorCode.RequestError:
      return { kind: 'transient', code: 'request_error' };
    case ErrorCode.HTTPError:
      return { kind: error.statusCode >= 500 ? 'transient' : 'other', code: `http_${error.statusCode}` };
    case ErrorCode.PlatformError: {
      const code = error.data.error;
      if (authFailures.has(code)) return { kind: 'auth', code };
      if (channelFailures.has(code)) return { kind: 'channel', code };
      if (code === 'ratelimited') return { kind: 'rate_limited', code, retryAfterSeconds: 1 };
      if (code === 'internal_error' || code === 'fatal_error' || code === 'service_unavailable') {
        return { kind: 'transient', code };
      }
      return { kind: 'other', code };
    }
  }
}
