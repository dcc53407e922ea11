import { errorResponseSchema, integrationListResponseSchema } from '@driftwatch/contract';
import { integrations } from '@driftwatch/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTeamMember, type TeamMember } from './support/accounts.js';
import { connectSlack } from './support/fakes/slack/connect-slack.js';
import { signSlackRequest } from './support/fakes/slack/sign-slack-request.js';
import { type FakeSlack, startFakeSlack } from './support/fakes/slack/start-fake-slack.js';
import { startTestServer, type TestServer } from './support/start-test-server.js';

describe('Slack events without a signing secret', () => {
  it('says the variable to set', async () => {
    const server = await startTestServer('pglite', { workers: false });
    try {
      const body = JSON.stringify({ type: 'url_verification', challenge: 'abc' });
      const response = await server.api('POST', '/webhooks/slack', {
        rawBody: body,
        headers: signSlackRequest('anything', body),
      });
      expect(response.status).toBe(409);
      expect(errorResponseSchema.parse(response.body).error.message).toContain('SLACK_SIGNING_SECRET');
    } finally {
      await server.close();
    }
  });
});

describe('Slack events', () => {
  let slack: FakeSlack;
  let server: TestServer;
  let secret: string;

  beforeAll(async () => {
    slack = await startFakeSlack();
    server = await startTestServer('pglite', { env: slack.env, workers: false });
    secret = slack.env.SLACK_SIGNING_SECRET ?? '';
  });
  afterAll(async () => {
    await server?.close();
    await slack?.close();
  });

  const post = (payload: unknown, headers?: Record<string, string>) => {
    const body = JSON.stringify(payload);
    return server.api('POST', '/webhooks/slack', {
      rawBody: body,
      headers: headers ?? signSlackRequest(secret, body),
    });
  };

  async function slackStatus(member: TeamMember) {
    const response = await server.api('GET', '/api/integrations', { token: member.token });
    const slackRow = integrationListResponseSchema
      .parse(response.body)
      .integrations.find((integration) => integration.platform === 'slack');
    return { status: slackRow?.status, reason: slackRow?.statusReason };
  }

  async function connectedMember(): Promise<TeamMember> {
    const member = await createTeamMember(server);
    await connectSlack(server, slack, member.token);
    expect((await slackStatus(member)).status).toBe('connected');
    return member;
  }

  it('answers the url_verification challenge', async () => {
    const response = await post({
      token: 'legacy',
      challenge: '3eZbrw1aBm2rZgRNFdxV2595E9CY3gmdALWMmHkvFXO7tYXAYM8P',
      type: 'url_verification',
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ challenge: '3eZbrw1aBm2rZgRNFdxV2595E9CY3gmdALWMmHkvFXO7tYXAYM8P' });
  });

  it('refuses unsigned, tampered, wrongly keyed and stale requests and changes nothing', async () => {
    const member = await connectedMember();
    const payload = {
      type: 'event_callback',
      team_id: slack.state.teamId,
      event: { type: 'app_uninstalled' },
    };
    const body = JSON.stringify(payload);
    const now = Math.floor(Date.now() / 1000);
    const attempts = [
      { 'content-type': 'application/json' },
      { ...signSlackRequest(secret, body.replace('app_uninstalled', 'app_home_opened')) },
      signSlackRequest('not-the-secret', body),
      signSlackRequest(secret, body, now - 6 * 60),
      signSlackRequest(secret, body, now + 6 * 60),
    ];
    for (const headers of attempts) {
      const response = await server.api('POST', '/webhooks/slack', { rawBody: body, headers });
      expect(response.status, response.text).toBe(401);
      expect(errorResponseSchema.parse(response.body).error.details?.reason).toBe('invalid_signature');
    }
    // Within the window is accepted even when the clocks differ by a few minutes.
    expect(
      (
        await post(
          { type: 'url_verification', challenge: 'x' },
          signSlackRequest(
            secret,
            JSON.stringify({ type: 'url_verification', challenge: 'x' }),
            now - 4 * 60,
          ),
        )
      ).status,
    ).toBe(200);
    expect((await slackStatus(member)).status).toBe('connected');
  });

  it("app_uninstalled marks that workspace's Slack integrations broken, and only that workspace's", async () => {
    const member = await connectedMember();
    const elsewhere = await connectedMember();
    // The second organization's Slack is another workspace.
    await server.context.db
      .update(integrations)
      .set({ externalId: 'T0OTHERWS1' })
      .where(eq(integrations.organizationId, elsewhere.organizationId));

    const event = {
      type: 'event_callback',
      team_id: slack.state.teamId,
      event: { type: 'app_uninstalled' },
      event_id: 'Ev1',
    };
    expect((await post(event)).status).toBe(200);
    // Slack retries a delivery it thinks failed; the same event again changes nothing more.
    expect(
      (await post(event, { ...signSlackRequest(secret, JSON.stringify(event)), 'x-slack-retry-num': '1' }))
        .status,
    ).toBe(200);
    expect(await slackStatus(member)).toEqual({
      status: 'broken',
      reason:
        'The Driftwatch app was uninstalled from this Slack workspace. Connect Slack again to send alerts.',
    });
    expect((await slackStatus(elsewhere)).status).toBe('connected');

    // Connecting again repairs it.
    await connectSlack(server, slack, member.token);
    expect((await slackStatus(member)).status).toBe('connected');
  });

  it("tokens_revoked breaks the integration when the bot token is revoked, not for a user's token alone", async () => {
    const member = await connectedMember();
    const userOnly = {
      type: 'event_callback',
      team_id: slack.state.teamId,
      event: { type: 'tokens_revoked', tokens: { oauth: ['U0SOMEONE1'], bot: [] } },
    };
    expect((await post(userOnly)).status).toBe(200);
    expect((await slackStatus(member)).status).toBe('connected');

    const bot = { ...userOnly, event: { type: 'tokens_revoked', tokens: { bot: [slack.state.botUserId] } } };
    expect((await post(bot)).status).toBe(200);
    expect(await slackStatus(member)).toEqual({
      status: 'broken',
      reason: "Slack revoked Driftwatch's access to this workspace. Connect Slack again to send alerts.",
    });
  });

  it('refuses a signed body that is not a Slack event, and acknowledges events it does not act on', async () => {
    const response = await post({ type: 'event_callback', event: { type: 'app_uninstalled' } });
    expect(response.status).toBe(422);
    expect(
      (await post({ type: 'event_callback', team_id: 'T1', event: { type: 'app_mention' } })).body,
    ).toEqual({ ok: true });
  });
});
