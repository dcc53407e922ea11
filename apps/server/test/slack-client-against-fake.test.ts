import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config/load-config.js';
import type { Logger } from '../src/server-context.js';
import { classifySlackError } from '../src/services/integrations/classify-slack-error.js';
import { createSlackClient } from '../src/services/integrations/create-slack-client.js';
import { type FakeSlack, startFakeSlack } from './support/fakes/slack/start-fake-slack.js';

const logged: string[] = [];
const logger: Logger = {
  info: (_details, message) => logged.push(message),
  warn: (_details, message) => logged.push(message),
  error: (_details, message) => logged.push(message),
};

/** What a failed call throws, classified the way alert delivery sees it. */
async function failureOf(call: Promise<unknown>) {
  try {
    await call;
  } catch (error) {
    return classifySlackError(error);
  }
  throw new Error('The call succeeded');
}

describe('the Slack client against the fake Slack', () => {
  let fake: FakeSlack;
  let token: string;
  let config: Awaited<ReturnType<typeof loadConfig>>;

  beforeAll(async () => {
    fake = await startFakeSlack();
    config = await loadConfig({ DRIFTWATCH_SECRET_KEY: 'k'.repeat(40), ...fake.env });
    token = fake.state.issueToken();
  });

  afterAll(async () => {
    await fake?.close();
  });

  it('posts Block Kit after joining a public channel, as alert delivery does', async () => {
    const channel = fake.state.addChannel('docs-alerts');
    const slack = createSlackClient(config, logger, token, { rejectRateLimitedCalls: true });
    const blocks = [{ type: 'section', text: { type: 'mrkdwn', text: '*2 new drift issues*' } }];
    expect(await failureOf(slack.chat.postMessage({ channel: channel.id, text: 'Drift', blocks }))).toEqual({
      kind: 'channel',
      code: 'not_in_channel',
    });
    await slack.conversations.join({ channel: channel.id });
    const posted = await slack.chat.postMessage({ channel: channel.id, text: 'Drift', blocks });
    expect(posted.ok).toBe(true);
    expect(fake.state.messages.at(-1)).toMatchObject({ channelName: 'docs-alerts', text: 'Drift', blocks });
    const page = await (await fetch(`${fake.url}/messages`)).text();
    expect(page).toContain('<b>2 new drift issues</b>');
  });

  it('classifies channel, rate-limit and token failures', async () => {
    const slack = createSlackClient(config, logger, token, { rejectRateLimitedCalls: true });
    const hidden = fake.state.addChannel('private-room', { is_private: true });
    expect(await failureOf(slack.conversations.join({ channel: hidden.id }))).toMatchObject({
      kind: 'channel',
      code: 'method_not_supported_for_channel_type',
    });
    expect(await failureOf(slack.chat.postMessage({ channel: 'C_NOPE', text: 'x' }))).toMatchObject({
      kind: 'channel',
      code: 'channel_not_found',
    });
    fake.state.nextFailures.set('chat.postMessage', { retryAfterSeconds: 30 });
    expect(await failureOf(slack.chat.postMessage({ channel: 'C_NOPE', text: 'x' }))).toEqual({
      kind: 'rate_limited',
      code: 'ratelimited',
      retryAfterSeconds: 30,
    });
    const unknown = createSlackClient(config, logger, 'xoxb-not-issued', { rejectRateLimitedCalls: true });
    expect(await failureOf(unknown.auth.test())).toEqual({ kind: 'auth', code: 'invalid_auth' });
  });

  it('waits out a short Retry-After and retries when asked to', async () => {
    const slack = createSlackClient(config, logger, token);
    fake.state.nextFailures.set('auth.test', { retryAfterSeconds: 1 });
    const started = Date.now();
    expect((await slack.auth.test()).ok).toBe(true);
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(logged.join('\n')).not.toContain(token);
  });
});
