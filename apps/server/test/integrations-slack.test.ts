import {
  availableChannelsResponseSchema,
  deleteIntegrationResponseSchema,
  errorResponseSchema,
  integrationListResponseSchema,
  platformIntegrationResponseSchema,
  providerConnectResponseSchema,
} from '@driftwatch/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTeamMember, type TeamMember } from './support/accounts.js';
import { connectSlack } from './support/fakes/slack/connect-slack.js';
import { type FakeSlack, startFakeSlack } from './support/fakes/slack/start-fake-slack.js';
import { startTestServer, type TestServer } from './support/start-test-server.js';

async function countIntegrations(server: TestServer): Promise<number> {
  const result = await server.database.handle.executeSql('SELECT count(*)::int AS n FROM integrations');
  return Number(result.rows[0]?.n);
}

describe('Slack on a server without Slack settings', () => {
  it('says which variables to set instead of offering a flow that fails', async () => {
    const server = await startTestServer('pglite', { workers: false });
    try {
      const member = await createTeamMember(server);
      const list = integrationListResponseSchema.parse(
        (await server.api('GET', '/api/integrations', { token: member.token })).body,
      );
      expect(list.catalogue.find((entry) => entry.id === 'slack')).toMatchObject({
        configured: false,
        missingConfig: ['SLACK_CLIENT_ID', 'SLACK_CLIENT_SECRET'],
        comingSoon: false,
      });
      const connect = await server.api('GET', '/api/auth/slack/connect?source=setup', {
        token: member.token,
      });
      expect(connect.status).toBe(400);
      expect(errorResponseSchema.parse(connect.body).error).toMatchObject({
        message: 'Slack is not configured on this server: set SLACK_CLIENT_ID and SLACK_CLIENT_SECRET.',
        details: { reason: 'provider_not_configured' },
      });
      const channels = availableChannelsResponseSchema.parse(
        (await server.api('GET', '/api/repositories/available-channels', { token: member.token })).body,
      );
      expect(channels.slackConnection.state).toBe('not_configured');
      expect(channels.types).toEqual(['email', 'webhook']);
    } finally {
      await server.close();
    }
  });
});

describe('Slack connected through the OAuth flow against a local fake', () => {
  let fake: FakeSlack;
  let server: TestServer;
  let owner: TeamMember;
  let other: TeamMember;
  const logLines: string[] = [];

  beforeAll(async () => {
    fake = await startFakeSlack();
    server = await startTestServer('pglite', { workers: false, env: fake.env, logLines });
    [owner, other] = [
      await createTeamMember(server, 'Owner One'),
      await createTeamMember(server, 'Other Two'),
    ];
  });

  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  it('refuses to start without a session or with an unknown source', async () => {
    expect((await server.api('GET', '/api/auth/slack/connect?source=setup')).status).toBe(401);
    const bad = await server.api('GET', '/api/auth/slack/connect?source=elsewhere', { token: owner.token });
    expect(bad.status).toBe(422);
    expect(errorResponseSchema.parse(bad.body).error.details?.fields?.[0]?.path).toBe('source');
  });

  it('sends the browser to Slack with the bot scopes, a state and the callback', async () => {
    const response = await server.api('GET', '/api/auth/slack/connect?source=setup', { token: owner.token });
    const url = new URL(providerConnectResponseSchema.parse(response.body).oauth_url);
    expect(`${url.origin}${url.pathname}`).toBe(fake.authorizeUrl);
    expect(url.searchParams.get('client_id')).toBe(fake.state.clientId);
    expect(url.searchParams.get('scope')).toBe('channels:read,groups:read,channels:join,chat:write');
    expect(url.searchParams.get('redirect_uri')).toBe('http://driftwatch.test/api/auth/slack/callback');
    expect(url.searchParams.get('state')?.length).toBeGreaterThanOrEqual(20);
  });

  it('connects, lands on the source page, and never shows the token', async () => {
    const { location, callbackUrl } = await connectSlack(server, fake, owner.token, { source: 'setup' });
    expect(location).toBe('http://driftwatch.test/setup?success=slack');
    const response = await server.api('GET', '/api/integrations', { token: owner.token });
    const slack = integrationListResponseSchema
      .parse(response.body)
      .integrations.find((integration) => integration.platform === 'slack');
    expect(slack).toMatchObject({
      connected: true,
      status: 'connected',
      teamName: 'Fake Workspace',
      externalId: 'T0FAKE0001',
      username: 'driftwatch',
      scopes: ['channels:read', 'groups:read', 'channels:join', 'chat:write'],
      connectedBy: { id: owner.userId, name: 'Owner One' },
    });
    expect(response.text).not.toContain('xoxb-');
    const stored = await server.database.handle.executeSql('SELECT secret_encrypted FROM integrations');
    const sealed = String(stored.rows[0]?.secret_encrypted);
    expect(sealed.startsWith('v1.')).toBe(true);
    expect(sealed).not.toContain('xoxb-');
    expect(fake.state.calls.map((call) => call.method)).toEqual(['oauth.v2.access', 'auth.test']);

    // The same callback again (a replayed state) stores nothing.
    const before = await countIntegrations(server);
    const replayed = await server.api('GET', callbackUrl);
    expect(replayed.headers.get('location')).toBe('http://driftwatch.test/integrations?error=invalid_state');
    expect(await countIntegrations(server)).toBe(before);
  });

  it('refuses an expired state, another provider’s state and a made-up one', async () => {
    const before = await countIntegrations(server);
    const started = await server.api('GET', '/api/auth/slack/connect?source=repositories', {
      token: other.token,
    });
    const state = new URL(providerConnectResponseSchema.parse(started.body).oauth_url).searchParams.get(
      'state',
    );
    const code = fake.state.issueCode('http://driftwatch.test/api/auth/slack/callback', 'chat:write');
    const onNotion = await server.api('GET', `/api/auth/notion/callback?code=${code}&state=${state}`);
    expect(onNotion.headers.get('location')).toBe('http://driftwatch.test/integrations?error=invalid_state');
    const madeUp = await server.api('GET', `/api/auth/slack/callback?code=${code}&state=made-up-state-value`);
    expect(madeUp.headers.get('location')).toBe('http://driftwatch.test/integrations?error=invalid_state');
    const missing = await server.api('GET', `/api/auth/slack/callback?code=${code}`);
    expect(missing.headers.get('location')).toBe('http://driftwatch.test/integrations?error=invalid_state');

    const late = await server.api('GET', '/api/auth/slack/connect?source=repositories', {
      token: other.token,
    });
    const lateState = new URL(providerConnectResponseSchema.parse(late.body).oauth_url).searchParams.get(
      'state',
    );
    server.clock.advance(11 * 60 * 1000);
    const expired = await server.api('GET', `/api/auth/slack/callback?code=${code}&state=${lateState}`);
    expect(expired.headers.get('location')).toBe('http://driftwatch.test/integrations?error=invalid_state');
    expect(await countIntegrations(server)).toBe(before);
  });

  it('answers the spec’s codes when the person declines or Slack refuses', async () => {
    const before = await countIntegrations(server);
    const declined = await connectSlack(server, fake, other.token, { source: 'knowledge', decision: 'deny' });
    expect(declined.location).toBe('http://driftwatch.test/knowledge?error=no_code');

    const started = await server.api('GET', '/api/auth/slack/connect?source=integrations', {
      token: other.token,
    });
    const state = new URL(providerConnectResponseSchema.parse(started.body).oauth_url).searchParams.get(
      'state',
    );
    const badCode = await server.api('GET', `/api/auth/slack/callback?code=not-issued&state=${state}`);
    expect(badCode.headers.get('location')).toBe(
      'http://driftwatch.test/integrations?error=token_exchange_failed',
    );

    fake.state.nextFailures.set('auth.test', { error: 'internal_error' });
    const noIdentity = await connectSlack(server, fake, other.token, { source: 'repositories' });
    expect(noIdentity.location).toBe('http://driftwatch.test/repositories?error=user_info_failed');
    expect(await countIntegrations(server)).toBe(before);
  });

  it('lists channels across pages, without archived ones, for the connected organization only', async () => {
    fake.state.addChannel('general', { botIsMember: true });
    fake.state.addChannel('old-news', { is_archived: true });
    fake.state.addChannel('secret-plans', { is_private: true, botIsMember: true });
    fake.state.addChannel('invisible', { is_private: true, botIsMember: false });
    for (let index = 0; index < 205; index += 1)
      fake.state.addChannel(`team-${String(index).padStart(3, '0')}`);
    const response = await server.api('GET', '/api/repositories/available-channels', { token: owner.token });
    const body = availableChannelsResponseSchema.parse(response.body);
    expect(body.slackConnection).toEqual({ state: 'connected', message: null });
    expect(body.types).toContain('slack');
    expect(body.channels.slack).toHaveLength(207);
    expect(body.channels.slack[0]).toEqual({
      id: expect.stringMatching(/^C/),
      name: 'general',
      private: false,
    });
    expect(body.channels.slack.find((channel) => channel.name === 'secret-plans')?.private).toBe(true);
    expect(body.channels.slack.map((channel) => channel.name)).not.toContain('old-news');
    const listCalls = fake.state.calls.filter((call) => call.method === 'conversations.list');
    expect(listCalls.at(-1)?.params.cursor).toBeTruthy();

    const foreign = availableChannelsResponseSchema.parse(
      (await server.api('GET', '/api/repositories/available-channels', { token: other.token })).body,
    );
    expect(foreign.channels.slack).toEqual([]);
    expect(foreign.slackConnection).toEqual({
      state: 'not_connected',
      message: 'Slack is not connected. Connect it on the Integrations page.',
    });
  });

  it('passes Slack’s rate limit on as a 429 with its Retry-After', async () => {
    fake.state.nextFailures.set('conversations.list', { retryAfterSeconds: 7 });
    const response = await server.api('GET', '/api/repositories/available-channels', { token: owner.token });
    expect(response.status).toBe(429);
    expect(errorResponseSchema.parse(response.body).error.details).toMatchObject({
      reason: 'rate_limited',
      retry_after_seconds: 7,
    });
  });

  it('keeps each organization’s integrations to itself', async () => {
    const mine = integrationListResponseSchema.parse(
      (await server.api('GET', '/api/integrations', { token: owner.token })).body,
    ).integrations;
    const slackId = mine.find((integration) => integration.platform === 'slack')?.id ?? '';
    const theirs = await server.api('GET', '/api/integrations', { token: other.token });
    expect(integrationListResponseSchema.parse(theirs.body).integrations).toEqual([]);
    const platform = platformIntegrationResponseSchema.parse(
      (await server.api('GET', '/api/integrations/platform/slack', { token: other.token })).body,
    );
    expect(platform).toMatchObject({ platform: 'slack', connected: false, integration: null });
    const deleted = await server.api('DELETE', `/api/integrations/${slackId}`, { token: other.token });
    expect(deleted.status).toBe(404);
    const still = platformIntegrationResponseSchema.parse(
      (await server.api('GET', '/api/integrations/platform/slack', { token: owner.token })).body,
    );
    expect(still).toMatchObject({ connected: true, catalogueEntry: { id: 'slack', configured: true } });
    // An unknown platform in the path is a page that does not exist.
    expect(
      (await server.api('GET', '/api/integrations/platform/nowhere', { token: owner.token })).status,
    ).toBe(404);
  });

  it('marks the integration broken when Slack says the token was revoked, and reconnecting repairs it', async () => {
    fake.state.revokeAllTokens();
    const channels = availableChannelsResponseSchema.parse(
      (await server.api('GET', '/api/repositories/available-channels', { token: owner.token })).body,
    );
    expect(channels.slackConnection.state).toBe('broken');
    const broken = platformIntegrationResponseSchema.parse(
      (await server.api('GET', '/api/integrations/platform/slack', { token: owner.token })).body,
    );
    expect(broken).toMatchObject({
      connected: false,
      integration: { status: 'broken', statusReason: 'token_revoked' },
    });

    const before = await countIntegrations(server);
    await connectSlack(server, fake, owner.token);
    const repaired = platformIntegrationResponseSchema.parse(
      (await server.api('GET', '/api/integrations/platform/slack', { token: owner.token })).body,
    );
    expect(repaired).toMatchObject({
      connected: true,
      integration: { id: broken.integration?.id, statusReason: null },
    });
    expect(await countIntegrations(server)).toBe(before);
  });

  it('disconnects: revokes the token at Slack, drops the secret, keeps the record', async () => {
    const slack = platformIntegrationResponseSchema.parse(
      (await server.api('GET', '/api/integrations/platform/slack', { token: owner.token })).body,
    ).integration;
    const response = await server.api('DELETE', `/api/integrations/${slack?.id}`, { token: owner.token });
    expect(response.status).toBe(200);
    expect(deleteIntegrationResponseSchema.parse(response.body).integration).toMatchObject({
      status: 'revoked',
      connected: false,
      disconnectedAt: expect.any(String),
    });
    expect(fake.state.calls.at(-1)?.method).toBe('auth.revoke');
    const row = await server.database.handle.executeSql(
      `SELECT status, secret_encrypted FROM integrations WHERE id = '${slack?.id}'`,
    );
    expect(row.rows[0]).toEqual({ status: 'revoked', secret_encrypted: null });
    const list = integrationListResponseSchema.parse(
      (await server.api('GET', '/api/integrations', { token: owner.token })).body,
    );
    expect(list.integrations.map((integration) => integration.platform)).not.toContain('slack');
    expect(
      (await server.api('DELETE', `/api/integrations/${slack?.id}`, { token: owner.token })).status,
    ).toBe(404);

    const again = await connectSlack(server, fake, owner.token);
    expect(again.location).toBe('http://driftwatch.test/integrations?success=slack');
    const rows = await server.database.handle.executeSql(
      `SELECT status FROM integrations WHERE organization_id = '${owner.organizationId}' ORDER BY created_at`,
    );
    expect(rows.rows.map((entry) => entry.status)).toEqual(['revoked', 'connected']);
  });

  it('writes no token, code or state to the log', () => {
    const log = logLines.join('\n');
    expect(log).toContain('/api/auth/slack/callback');
    expect(log).not.toMatch(/xoxb-|fake-code-/);
    for (const token of fake.state.tokens.keys()) expect(log).not.toContain(token);
  });
});
