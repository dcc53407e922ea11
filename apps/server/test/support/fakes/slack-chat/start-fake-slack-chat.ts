import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

interface FakeSlackChannel {
  id: string;
  name: string;
  isPrivate: boolean;
  isArchived: boolean;
  /** Whether the bot is in the channel. */
  isMember: boolean;
}

interface PostedSlackMessage {
  channel: string;
  text: string;
  blocks: Array<Record<string, unknown>>;
}

export interface FakeSlackChat {
  /** The Web API base the SDK takes as slackApiUrl. */
  apiUrl: string;
  channels: FakeSlackChannel[];
  messages: PostedSlackMessage[];
  /** conversations.join calls, by channel id. */
  joins: string[];
  /** Tokens Slack accepts, and tokens it has revoked. */
  tokens: Set<string>;
  revokedTokens: Set<string>;
  /** Methods that were answered 429, in order. */
  rateLimited: string[];
  /** The next call of this method answers HTTP 429 with Retry-After. */
  rateLimitNext(method: string, retryAfterSeconds: number): void;
  close(): Promise<void>;
}

type Params = Record<string, string>;
type Answer = { status: number; headers?: Record<string, string>; body: Record<string, unknown> };

/** The SDK posts form-encoded arguments (blocks as a JSON string); JSON bodies are read too. */
function readParams(contentType: string | undefined, text: string): Params {
  if (contentType?.startsWith('application/json')) {
    const parsed = JSON.parse(text) as Record<string, unknown>;
    return Object.fromEntries(
      Object.entries(parsed).map(([key, value]) => [
        key,
        typeof value === 'string' ? value : JSON.stringify(value),
      ]),
    );
  }
  return Object.fromEntries(new URLSearchParams(text));
}

function channelView(channel: FakeSlackChannel) {
  return {
    id: channel.id,
    name: channel.name,
    is_channel: !channel.isPrivate,
    is_group: false,
    is_private: channel.isPrivate,
    is_archived: channel.isArchived,
    is_member: channel.isMember,
  };
}

/**
 * The parts of Slack's Web API that alerts use — conversations.list, conversations.join,
 * chat.postMessage — with Slack's documented answers: HTTP 200 with `ok: false` and an error code
 * (`not_in_channel`, `channel_not_found`, `is_archived`, `method_not_supported_for_channel_type`,
 * `invalid_auth`, `token_revoked`), and HTTP 429 with Retry-After when rate limited.
 */
export async function startFakeSlackChat(): Promise<FakeSlackChat> {
  const channels: FakeSlackChannel[] = [];
  const messages: PostedSlackMessage[] = [];
  const joins: string[] = [];
  const tokens = new Set<string>();
  const revokedTokens = new Set<string>();
  const rateLimits = new Map<string, number>();
  const rateLimited: string[] = [];
  let sequence = 0;

  const find = (reference: string) => {
    const name = reference.replace(/^#/, '');
    return channels.find((channel) => channel.id === reference || channel.name === name);
  };
  const fail = (error: string): Answer => ({ status: 200, body: { ok: false, error } });

  const methods: Record<string, (params: Params) => Answer> = {
    'conversations.list': (params) => {
      const types = (params.types ?? 'public_channel').split(',');
      const listed = channels.filter(
        (channel) =>
          (params.exclude_archived !== 'true' || !channel.isArchived) &&
          (channel.isPrivate
            ? types.includes('private_channel') && channel.isMember
            : types.includes('public_channel')),
      );
      return {
        status: 200,
        body: { ok: true, channels: listed.map(channelView), response_metadata: { next_cursor: '' } },
      };
    },
    'conversations.join': (params) => {
      const channel = find(params.channel ?? '');
      if (!channel) return fail('channel_not_found');
      if (channel.isArchived) return fail('is_archived');
      if (channel.isPrivate) return fail('method_not_supported_for_channel_type');
      channel.isMember = true;
      joins.push(channel.id);
      return { status: 200, body: { ok: true, channel: channelView(channel) } };
    },
    'chat.postMessage': (params) => {
      const channel = find(params.channel ?? '');
      if (!channel || (channel.isPrivate && !channel.isMember)) return fail('channel_not_found');
      if (channel.isArchived) return fail('is_archived');
      if (!channel.isMember) return fail('not_in_channel');
      if (!params.text && !params.blocks) return fail('no_text');
      const blocks = params.blocks ? (JSON.parse(params.blocks) as PostedSlackMessage['blocks']) : [];
      messages.push({ channel: channel.id, text: params.text ?? '', blocks });
      sequence += 1;
      const ts = `1700000000.${String(sequence).padStart(6, '0')}`;
      return {
        status: 200,
        body: {
          ok: true,
          channel: channel.id,
          ts,
          message: { type: 'message', text: params.text, blocks, ts },
        },
      };
    },
  };

  const server: Server = createServer((request, response) => {
    let text = '';
    request.on('data', (chunk: Buffer) => {
      text += chunk.toString('utf8');
    });
    request.on('end', () => {
      const method = new URL(request.url ?? '/', 'http://slack.fake').pathname.replace(/^\/api\//, '');
      const handler = methods[method];
      const send = (answer: Answer) =>
        response
          .writeHead(answer.status, { 'content-type': 'application/json; charset=utf-8', ...answer.headers })
          .end(JSON.stringify(answer.body));
      if (!handler) return send({ status: 404, body: { ok: false, error: 'unknown_method' } });
      const retryAfter = rateLimits.get(method);
      if (retryAfter !== undefined) {
        rateLimits.delete(method);
        rateLimited.push(method);
        return send({
          status: 429,
          headers: { 'retry-after': String(retryAfter) },
          body: { ok: false, error: 'ratelimited' },
        });
      }
      const token = (request.headers.authorization ?? '').replace(/^Bearer /, '');
      if (revokedTokens.has(token)) return send(fail('token_revoked'));
      if (!tokens.has(token)) return send(fail('invalid_auth'));
      send(handler(readParams(request.headers['content-type'], text)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    apiUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/`,
    channels,
    messages,
    joins,
    tokens,
    revokedTokens,
    rateLimited,
    rateLimitNext: (method, seconds) => rateLimits.set(method, seconds),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
