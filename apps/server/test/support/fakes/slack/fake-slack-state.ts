import { randomBytes } from 'node:crypto';

export interface FakeSlackChannel {
  id: string;
  name: string;
  is_private: boolean;
  is_archived: boolean;
  /** Whether the workspace's bot user is a member (it must be to post). */
  botIsMember: boolean;
}

export interface FakeSlackMessage {
  channel: string;
  channelName: string;
  text: string | undefined;
  blocks: unknown[] | undefined;
  ts: string;
}

export interface FakeSlackCall {
  method: string;
  /** The body's fields, without the token. */
  params: Record<string, unknown>;
}

/** What one fake workspace holds: its channels, issued tokens and codes, and what was posted. */
export class FakeSlackState {
  readonly teamId = 'T0FAKE0001';
  readonly teamName = 'Fake Workspace';
  readonly botUserId = 'U0FAKEBOT1';
  readonly botName = 'driftwatch';
  readonly clientId: string;
  readonly clientSecret: string;
  readonly channels: FakeSlackChannel[] = [];
  readonly messages: FakeSlackMessage[] = [];
  readonly calls: FakeSlackCall[] = [];
  /** Authorization codes not yet exchanged, with the redirect URI and scopes they were issued for. */
  readonly codes = new Map<string, { redirectUri: string; scope: string }>();
  /** Bot tokens Slack issued, and whether each still works. */
  readonly tokens = new Map<string, { revoked: boolean }>();
  /** Injected answers for the next call of a method: an error code, or a 429 with Retry-After seconds. */
  readonly nextFailures = new Map<string, { error: string } | { retryAfterSeconds: number }>();
  private counter = 0;

  constructor(options: { clientId: string; clientSecret: string }) {
    this.clientId = options.clientId;
    this.clientSecret = options.clientSecret;
  }

  nextId(prefix: string): string {
    this.counter += 1;
    return `${prefix}${String(this.counter).padStart(8, '0')}`;
  }

  issueCode(redirectUri: string, scope: string): string {
    const code = `fake-code-${randomBytes(8).toString('hex')}`;
    this.codes.set(code, { redirectUri, scope });
    return code;
  }

  issueToken(): string {
    const token = `xoxb-fake-${randomBytes(12).toString('hex')}`;
    this.tokens.set(token, { revoked: false });
    return token;
  }

  addChannel(name: string, options: Partial<Omit<FakeSlackChannel, 'name'>> = {}): FakeSlackChannel {
    const channel: FakeSlackChannel = {
      id: options.id ?? this.nextId('C'),
      name,
      is_private: options.is_private ?? false,
      is_archived: options.is_archived ?? false,
      botIsMember: options.botIsMember ?? false,
    };
    this.channels.push(channel);
    return channel;
  }

  /** As when the workspace removes the app: every token stops working (token_revoked). */
  revokeAllTokens(): void {
    for (const entry of this.tokens.values()) entry.revoked = true;
  }
}
