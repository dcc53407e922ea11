import { WebAPIHTTPError, WebAPIPlatformError, WebAPIRateLimitedError, type WebClient } from '@slack/web-api';
import { DeliveryError } from '../delivery-error.js';
import type { SlackMessage } from '../messages/build-slack-message.js';

/** Slack answers these when the bot token is dead; only reconnecting Slack helps. */
const brokenTokenErrors = new Set([
  'token_revoked',
  'invalid_auth',
  'account_inactive',
  'token_expired',
  'not_authed',
]);

/** A channel from the picker is stored by name; joining needs its id, which conversations.list gives. */
async function findPublicChannelId(client: WebClient, name: string): Promise<string | undefined> {
  if (/^[CG][A-Z0-9]{6,}$/.test(name)) return name;
  let cursor: string | undefined;
  for (let page = 0; page < 10; page += 1) {
    const answer = await client.conversations.list({
      types: 'public_channel',
      exclude_archived: true,
      limit: 1000,
      ...(cursor ? { cursor } : {}),
    });
    const match = answer.channels?.find((channel) => channel.name === name);
    if (match?.id) return match.id;
    cursor = answer.response_metadata?.next_cursor || undefined;
    if (!cursor) return undefined;
  }
  return undefined;
}

/** Turns what the SDK threw into what the delivery job should do about it. */
function toDeliveryError(error: unknown, channelName: string): DeliveryError {
  if (error instanceof WebAPIRateLimitedError)
    return new DeliveryError('Slack is rate limiting messages; the alert will be retried.', {
      retryable: true,
      retryAfterSeconds: error.retryAfter,
    });
  if (error instanceof WebAPIPlatformError) {
    const code = error.data.error;
    if (brokenTokenErrors.has(code))
      return new DeliveryError(
        `The Slack connection no longer works (${code}). Reconnect Slack on the Integrations page.`,
        { retryable: false, showOnChannel: true, slackBroken: true },
      );
    if (code === 'channel_not_found')
      return new DeliveryError(
        `Slack channel #${channelName} was not found. It may have been renamed or deleted, or it is private and Driftwatch was not invited.`,
        { retryable: false, showOnChannel: true },
      );
    if (code === 'is_archived')
      return new DeliveryError(`Slack channel #${channelName} is archived.`, {
        retryable: false,
        showOnChannel: true,
      });
    if (code === 'not_in_channel' || code === 'method_not_supported_for_channel_type')
      return new DeliveryError(
        `Driftwatch is not a member of #${channelName}. Invite the Driftwatch app to the channel.`,
        { retryable: false, showOnChannel: true },
      );
    return new DeliveryError(`Slack refused the message (${code}).`, {
      retryable: ['internal_error', 'fatal_error', 'service_unavailable', 'request_timeout'].includes(code),
    });
  }
  if (error instanceof WebAPIHTTPError)
    return new DeliveryError(`Slack answered with HTTP ${error.statusCode}.`, { retryable: true });
  return new DeliveryError('Slack could not be reached.', { retryable: true });
}

/**
 * Posts to one channel with chat.postMessage. A bot that is not in a public channel joins it
 * (conversations.join) and posts once more; private channels need an invitation instead.
 */
export async function postSlackMessage(
  client: WebClient,
  channelName: string,
  message: SlackMessage,
): Promise<void> {
  const post = (channel: string) =>
    client.chat.postMessage({ channel, text: message.text, blocks: message.blocks, unfurl_links: false });
  try {
    await post(channelName);
  } catch (error) {
    if (!(error instanceof WebAPIPlatformError) || error.data.error !== 'not_in_channel')
      throw toDeliveryError(error, channelName);
    try {
      const channelId = await findPublicChannelId(client, channelName);
      if (!channelId) throw toDeliveryError(error, channelName);
      await client.conversations.join({ channel: channelId });
      await post(channelId);
    } catch (retryError) {
      throw retryError instanceof DeliveryError ? retryError : toDeliveryError(retryError, channelName);
    }
  }
}
