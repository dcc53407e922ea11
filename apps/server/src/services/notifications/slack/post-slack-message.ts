import { WebAPIPlatformError, type WebClient } from '@slack/web-api';
import type { ServerContext } from '../../../server-context.js';
import type { SlackFailure } from '../../integrations/classify-slack-error.js';
import { openSlackClient } from '../../integrations/open-slack-client.js';
import { DeliveryError } from '../delivery-error.js';
import type { SlackMessage } from '../messages/build-slack-message.js';

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

/** What a Slack failure means for the delivery job, in words shown on the channel and in the history. */
function toDeliveryError(failure: SlackFailure, channelName: string): DeliveryError {
  switch (failure.kind) {
    case 'rate_limited':
      return new DeliveryError('Slack is rate limiting messages; the alert will be retried.', {
        retryable: true,
        retryAfterSeconds: failure.retryAfterSeconds,
      });
    case 'auth':
      return new DeliveryError(
        `The Slack connection no longer works (${failure.code}). Reconnect Slack on the Integrations page.`,
        { retryable: false, showOnChannel: true },
      );
    case 'channel':
      if (failure.code === 'is_archived')
        return new DeliveryError(`Slack channel #${channelName} is archived.`, {
          retryable: false,
          showOnChannel: true,
        });
      if (failure.code === 'channel_not_found')
        return new DeliveryError(
          `Slack channel #${channelName} was not found. It may have been renamed or deleted, or it is private and Driftwatch was not invited.`,
          { retryable: false, showOnChannel: true },
        );
      return new DeliveryError(
        `Driftwatch cannot post in #${channelName} (${failure.code}). Invite the Driftwatch app to the channel.`,
        { retryable: false, showOnChannel: true },
      );
    case 'transient':
      return new DeliveryError(`Slack could not be reached (${failure.code}).`, { retryable: true });
    case 'other':
      return new DeliveryError(`Slack refused the message (${failure.code}).`, { retryable: false });
  }
}

async function postOrJoin(client: WebClient, channelName: string, message: SlackMessage): Promise<void> {
  const post = (channel: string) =>
    client.chat.postMessage({ channel, text: message.text, blocks: message.blocks, unfurl_links: false });
  try {
    await post(channelName);
  } catch (error) {
    if (!(error instanceof WebAPIPlatformError) || error.data.error !== 'not_in_channel') throw error;
    // A public channel the bot is not in yet: join it and post once more. A private one needs an invitation.
    const channelId = await findPublicChannelId(client, channelName);
    if (!channelId) throw error;
    await client.conversations.join({ channel: channelId });
    await post(channelId);
  }
}

/**
 * Posts a Block Kit message to each of the channel's Slack channels with chat.postMessage through
 * the organization's Slack connection. A refused token marks the integration broken.
 */
export async function postSlackMessage(
  context: ServerContext,
  organizationId: string,
  channelNames: readonly string[],
  message: SlackMessage,
  delivered: Set<string> = new Set(),
): Promise<void> {
  // Rate-limited calls fail at once, so the job queue, not the SDK, waits out Slack's Retry-After.
  const opened = await openSlackClient(context, organizationId, { rejectRateLimitedCalls: true });
  if (!opened.ok)
    throw new DeliveryError(opened.connection.message ?? 'Slack is not connected.', {
      retryable: false,
      showOnChannel: true,
    });
  for (const name of channelNames) {
    // Posted by an earlier attempt of this delivery: posting again would show the message twice.
    if (delivered.has(name)) continue;
    try {
      await postOrJoin(opened.client, name, message);
      delivered.add(name);
    } catch (error) {
      throw toDeliveryError(await opened.reportFailure(error), name);
    }
  }
}
