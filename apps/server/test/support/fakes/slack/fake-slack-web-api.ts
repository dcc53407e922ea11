import type { FakeSlackState } from './fake-slack-state.js';

export type SlackAnswer = { status: number; body: Record<string, unknown>; headers?: Record<string, string> };

const ok = (body: Record<string, unknown>): SlackAnswer => ({ status: 200, body: { ok: true, ...body } });
/** Slack answers method errors with HTTP 200 and ok false. */
const failed = (error: string, extra: Record<string, unknown> = {}): SlackAnswer => ({
  status: 200,
  body: { ok: false, error, ...extra },
});

function text(params: Record<string, unknown>, name: string): string | undefined {
  const value = params[name];
  return typeof value === 'string' ? value : undefined;
}

function channelView(channel: FakeSlackState['channels'][number]) {
  return {
    id: channel.id,
    name: channel.name,
    is_channel: !channel.is_private,
    is_group: channel.is_private,
    is_private: channel.is_private,
    is_archived: channel.is_archived,
    is_member: channel.botIsMember,
    created: 1_700_000_000,
    name_normalized: channel.name,
  };
}

function oauthAccess(state: FakeSlackState, params: Record<string, unknown>): SlackAnswer {
  if (text(params, 'client_id') !== state.clientId) return failed('invalid_client_id');
  if (text(params, 'client_secret') !== state.clientSecret) return failed('bad_client_secret');
  const code = text(params, 'code') ?? '';
  const issued = state.codes.get(code);
  if (!issued) return failed('invalid_code');
  state.codes.delete(code);
  if (text(params, 'redirect_uri') !== issued.redirectUri) return failed('bad_redirect_uri');
  return ok({
    access_token: state.issueToken(),
    token_type: 'bot',
    scope: issued.scope,
    bot_user_id: state.botUserId,
    app_id: 'A0FAKEAPP1',
    team: { name: state.teamName, id: state.teamId },
    enterprise: null,
    authed_user: { id: 'U0FAKEUSR1' },
    is_enterprise_install: false,
  });
}

function listConversations(state: FakeSlackState, params: Record<string, unknown>): SlackAnswer {
  const types = (text(params, 'types') ?? 'public_channel').split(',');
  const excludeArchived = text(params, 'exclude_archived') === 'true';
  const limit = Math.min(Number(text(params, 'limit') ?? '100') || 100, 1000);
  const start = Number(
    text(params, 'cursor') ? Buffer.from(text(params, 'cursor') ?? '', 'base64').toString() : '0',
  );
  const matching = state.channels.filter(
    (channel) =>
      types.includes(channel.is_private ? 'private_channel' : 'public_channel') &&
      !(excludeArchived && channel.is_archived) &&
      // A bot sees private channels only once it was invited.
      (!channel.is_private || channel.botIsMember),
  );
  const page = matching.slice(start, start + limit);
  const next = start + limit < matching.length ? Buffer.from(String(start + limit)).toString('base64') : '';
  return ok({ channels: page.map(channelView), response_metadata: { next_cursor: next } });
}

function joinConversation(state: FakeSlackState, params: Record<string, unknown>): SlackAnswer {
  const channel = state.channels.find((candidate) => candidate.id === text(params, 'channel'));
  if (!channel) return failed('channel_not_found');
  if (channel.is_archived) return failed('is_archived');
  if (channel.is_private) return failed('method_not_supported_for_channel_type');
  const already = channel.botIsMember;
  channel.botIsMember = true;
  return ok({
    channel: channelView(channel),
    ...(already
      ? { warning: 'already_in_channel', response_metadata: { warnings: ['already_in_channel'] } }
      : {}),
  });
}

function postMessage(state: FakeSlackState, params: Record<string, unknown>): SlackAnswer {
  const target = text(params, 'channel') ?? '';
  const channel = state.channels.find(
    (candidate) => candidate.id === target || candidate.name === target.replace(/^#/, ''),
  );
  if (!channel) return failed('channel_not_found');
  if (channel.is_archived) return failed('is_archived');
  if (!channel.botIsMember) return failed('not_in_channel');
  const rawBlocks = params.blocks;
  const blocks =
    typeof rawBlocks === 'string'
      ? (JSON.parse(rawBlocks) as unknown[])
      : (rawBlocks as unknown[] | undefined);
  const messageText = text(params, 'text');
  if (!messageText && !blocks) return failed('no_text');
  const ts = `${Math.floor(Date.now() / 1000)}.${String(state.messages.length + 1).padStart(6, '0')}`;
  state.messages.push({ channel: channel.id, channelName: channel.name, text: messageText, blocks, ts });
  return ok({
    channel: channel.id,
    ts,
    message: {
      type: 'message',
      subtype: 'bot_message',
      text: messageText ?? '',
      bot_id: 'B0FAKEBOT1',
      blocks,
      ts,
    },
  });
}

/** Web API methods that need a working bot token. */
const authenticatedMethods: Record<
  string,
  (state: FakeSlackState, params: Record<string, unknown>) => SlackAnswer
> = {
  'auth.test': (state) =>
    ok({
      url: 'https://fake-workspace.slack.com/',
      team: state.teamName,
      user: state.botName,
      team_id: state.teamId,
      user_id: state.botUserId,
      bot_id: 'B0FAKEBOT1',
      is_enterprise_install: false,
    }),
  'conversations.list': listConversations,
  'conversations.join': joinConversation,
  'chat.postMessage': postMessage,
};

/** Answers one Web API method call the way Slack documents it. */
export function answerWebApi(
  state: FakeSlackState,
  method: string,
  token: string | undefined,
  params: Record<string, unknown>,
): SlackAnswer {
  const injected = state.nextFailures.get(method);
  if (injected) {
    state.nextFailures.delete(method);
    if ('retryAfterSeconds' in injected) {
      return {
        status: 429,
        headers: { 'retry-after': String(injected.retryAfterSeconds) },
        body: { ok: false, error: 'ratelimited' },
      };
    }
    return failed(injected.error);
  }
  if (method === 'oauth.v2.access') return oauthAccess(state, params);
  if (!token) return failed('not_authed');
  const issued = state.tokens.get(token);
  if (!issued) return failed('invalid_auth');
  if (issued.revoked) return failed('token_revoked');
  if (method === 'auth.revoke') {
    issued.revoked = true;
    return ok({ revoked: true });
  }
  const handler = authenticatedMethods[method];
  return handler ? handler(state, params) : failed('unknown_method');
}
