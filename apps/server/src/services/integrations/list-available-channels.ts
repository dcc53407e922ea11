import type { AvailableChannelsResponse, NotificationChannelType } from '@driftwatch/contract';
import { requestFailed } from '../../http/app-error.js';
import type { ServerContext } from '../../server-context.js';
import { openSlackClient } from './open-slack-client.js';

/** Enough for any real workspace's picker without letting one request page forever. */
const maxPages = 50;
const baseTypes: NotificationChannelType[] = ['email', 'webhook'];

type SlackChannelOption = AvailableChannelsResponse['channels']['slack'][number];

/**
 * The channel types that can be added and the Slack channels to pick from (public and private ones
 * the bot can see, archived ones left out). When Slack cannot be asked, `slackConnection` says why.
 */
export async function listAvailableChannels(
  context: ServerContext,
  organizationId: string,
): Promise<AvailableChannelsResponse> {
  const opened = await openSlackClient(context, organizationId, { rejectRateLimitedCalls: true });
  if (!opened.ok) {
    return { types: baseTypes, channels: { slack: [], teams: [] }, slackConnection: opened.connection };
  }
  const slack: SlackChannelOption[] = [];
  try {
    let cursor: string | undefined;
    for (let page = 0; page < maxPages; page += 1) {
      const answer = await opened.client.conversations.list({
        types: 'public_channel,private_channel',
        exclude_archived: true,
        limit: 200,
        ...(cursor ? { cursor } : {}),
      });
      for (const channel of answer.channels ?? []) {
        if (channel.id && channel.name && !channel.is_archived) {
          slack.push({ id: channel.id, name: channel.name, private: channel.is_private ?? false });
        }
      }
      cursor = answer.response_metadata?.next_cursor || undefined;
      if (!cursor) break;
    }
  } catch (error) {
    const failure = await opened.reportFailure(error);
    if (failure.kind === 'auth') {
      return {
        types: baseTypes,
        channels: { slack: [], teams: [] },
        slackConnection: {
          state: 'broken',
          message: `Slack stopped accepting Driftwatch's token (${failure.code}). Connect Slack again on the Integrations page.`,
        },
      };
    }
    if (failure.kind === 'rate_limited') {
      throw requestFailed('rate_limited', 'Slack asked us to slow down. Try again in a moment.', 429, {
        retry_after_seconds: failure.retryAfterSeconds,
      });
    }
    throw requestFailed('service_unavailable', `Slack could not list channels (${failure.code}).`, 503);
  }
  slack.sort((left, right) => left.name.localeCompare(right.name));
  return {
    types: [...baseTypes, 'slack'],
    channels: { slack, teams: [] },
    slackConnection: { state: 'connected', message: null },
  };
}
