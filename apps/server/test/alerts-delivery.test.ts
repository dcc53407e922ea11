import {
  alertListResponseSchema,
  notificationChannelListResponseSchema,
  notificationChannelResponseSchema,
  testNotificationResponseSchema,
} from '@driftwatch/contract';
import { listDriftIssueActivity } from '@driftwatch/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allJobs } from '../src/jobs/all-jobs.js';
import { deliverAlertJob } from '../src/jobs/deliver-alert-job.js';
import { queueDailyDigests } from '../src/services/notifications/queue-daily-digests.js';
import { createTeamMember, type TeamMember, waitFor } from './support/accounts.js';
import { connectSlack } from './support/fakes/slack/connect-slack.js';
import { type FakeSlack, startFakeSlack } from './support/fakes/slack/start-fake-slack.js';
import {
  type FakeTeamsWebhook,
  startFakeTeamsWebhook,
} from './support/fakes/teams/start-fake-teams-webhook.js';
import { createGitRepository, createSelfSignedCertificate } from './support/git-fixture.js';
import { startTestServer, type TestServer } from './support/start-test-server.js';

const functionCount = 12;
const names = Array.from({ length: functionCount }, (_, index) => `step${index + 1}`);

/** Twelve documented functions whose docs name a parameter the code does not have: twelve drift issues. */
function readme(fixed: readonly string[] = []): string {
  const lines = names.map((name) =>
    fixed.includes(name)
      ? `Call \`${name}(input)\` to run it.`
      : `Call \`${name}(input, options)\` to run it.`,
  );
  return `# Pipeline\n\n${lines.join('\n\n')}\n`;
}
const source = names.map((name) => `export function ${name}(input: string) { return input; }\n`).join('');

function slackHeaders(slack: FakeSlack, channel: string): string[] {
  return slack.state.messages
    .filter((message) => message.channel === channel)
    .map((message) => {
      const header = message.blocks?.[0] as { text?: { text?: string } } | undefined;
      return header?.text?.text ?? '';
    });
}

function teamsHeadlines(teams: FakeTeamsWebhook, path: string): string[] {
  return teams
    .accepted(path)
    .map((post) =>
      String((post.body.attachments[0]?.content.body[0] as { text?: string } | undefined)?.text),
    );
}

describe('alerts through Slack, Teams, email and webhook (PGlite)', () => {
  let server: TestServer;
  let owner: TeamMember;
  let stranger: TeamMember;
  let slack: FakeSlack;
  let teams: FakeTeamsWebhook;
  let repositoryId: string;
  let fixture: Awaited<ReturnType<typeof createGitRepository>>;
  let repoName = '';
  const channelIds: Record<string, string> = {};
  const base = () => `/api/repositories/${repositoryId}/notification-channels`;

  async function addChannel(name: string, body: Record<string, unknown>) {
    const response = await server.api('POST', base(), { token: owner.token, body });
    expect(response.status, response.text).toBe(201);
    const { channel } = notificationChannelResponseSchema.parse(response.body);
    channelIds[name] = channel.id;
    return channel;
  }

  async function listAlerts() {
    return alertListResponseSchema.parse(
      (await server.api('GET', `/api/repositories/${repositoryId}/alerts`, { token: owner.token })).body,
    ).alerts;
  }

  beforeAll(async () => {
    const certificate = await createSelfSignedCertificate();
    [teams, slack] = await Promise.all([startFakeTeamsWebhook(certificate), startFakeSlack()]);
    const channels = [
      ['C0ALERTS01', 'alerts', false, false, true],
      ['C0PUBLIC01', 'eng-public', false, false, false],
      ['C0ARCHIVE1', 'old-room', false, true, true],
      ['G0PRIVATE1', 'secret-room', true, false, false],
      ['C0FIXED001', 'fixed', false, false, true],
    ] as const;
    for (const [id, name, isPrivate, isArchived, isMember] of channels)
      slack.state.addChannel(name, {
        id,
        is_private: isPrivate,
        is_archived: isArchived,
        botIsMember: isMember,
      });
    server = await startTestServer('pglite', {
      workers: false,
      env: { ...slack.env, TEAMS_WEBHOOK_HOSTS: '127.0.0.1' },
      webhooks: { allowPrivateAddresses: true, trustedCa: certificate.cert },
    });
    owner = await createTeamMember(server, 'Grace Hopper');
    stranger = await createTeamMember(server, 'Eve Outsider');
    await connectSlack(server, slack, owner.token);
    fixture = await createGitRepository({ 'README.md': readme(), 'src/pipeline.ts': source });
    const connected = await server.api<{ repository: { id: string; fullName: string } }>(
      'POST',
      '/api/repositories',
      {
        token: owner.token,
        body: { provider: 'git', url: fixture.dir },
      },
    );
    expect(connected.status).toBe(201);
    repositoryId = connected.body.repository.id;
    repoName = connected.body.repository.fullName;
  }, 60_000);

  afterAll(async () => {
    await server?.close();
    await Promise.all([slack?.close(), teams?.close()]);
  });

  it('validates Teams webhook URLs on save and stores nothing that is refused', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{}, 'Please enter a target for notifications.'],
      [{ webhookUrl: `http://127.0.0.1/hook` }, 'The Teams webhook URL must be a valid HTTPS URL'],
      [
        { webhookUrl: 'https://hooks.example.com/workflows/1' },
        'Paste the webhook URL from a Teams Workflow or connector; hooks.example.com is not a Microsoft Teams webhook host.',
      ],
      [
        { webhookUrl: `${teams.origin}/…` },
        'Paste the full Teams webhook URL; a saved one is shown by its host only.',
      ],
    ];
    for (const [fields, message] of cases) {
      const response = await server.api<{
        error: { details: { fields: Array<{ path: string; message: string }> } };
      }>('POST', base(), {
        token: owner.token,
        body: { type: 'teams', events: ['drift_detected'], ...fields },
      });
      expect(response.status).toBe(422);
      expect(response.body.error.details.fields).toEqual([{ path: 'webhookUrl', message }]);
    }
    const listed = notificationChannelListResponseSchema.parse(
      (await server.api('GET', base(), { token: owner.token })).body,
    );
    expect(listed.channels).toEqual([]);
  });

  it('sends one grouped message per scan and event to every channel, retries, and records the history', async () => {
    await addChannel('alerts', {
      type: 'slack',
      channels: ['#alerts'],
      events: ['drift_detected', 'scan_completed'],
    });
    await addChannel('public', { type: 'slack', channels: ['eng-public'], events: ['drift_detected'] });
    await addChannel('archived', { type: 'slack', channels: ['old-room'], events: ['drift_detected'] });
    await addChannel('private', { type: 'slack', channels: ['secret-room'], events: ['drift_detected'] });
    await addChannel('fixed', { type: 'slack', channels: ['fixed'], events: ['resolved'] });
    const teamsChannel = await addChannel('teams', {
      type: 'teams',
      webhookUrl: `${teams.origin}/workflows/ok?sig=secret-signature`,
      events: ['drift_detected', 'scan_completed'],
    });
    await addChannel('flaky', {
      type: 'teams',
      webhookUrl: `${teams.origin}/workflows/flaky`,
      events: ['drift_detected'],
    });
    await addChannel('removed', {
      type: 'teams',
      webhookUrl: `${teams.origin}/workflows/removed`,
      events: ['drift_detected'],
    });
    await addChannel('email', { type: 'email', emails: 'docs-team@example.com', events: ['drift_detected'] });
    // The Teams URL authorizes whoever holds it: the API shows only its host.
    expect(teamsChannel.webhookUrl).toBe(`${teams.origin}/…`);
    const listed = await server.api('GET', base(), { token: owner.token });
    expect(listed.text).not.toContain('secret-signature');

    teams.script('/workflows/flaky', [{ status: 500 }, { status: 503 }]);
    teams.script('/workflows/removed', [{ status: 404 }]);
    slack.state.nextFailures.set('chat.postMessage', { retryAfterSeconds: 1 });

    await server.context.jobs.work(allJobs, server.context);
    const alerts = await waitFor(
      async () => {
        const rows = (await listAlerts()).filter((alert) => alert.event === 'drift_detected');
        const sent = rows.filter((alert) => alert.status === 'sent').length;
        return sent === 5 && rows.length === 8 ? rows : undefined;
      },
      90_000,
      'the drift alerts',
    );

    // Slack: one message for the scan's twelve issues, ten listed and "and 2 more", after a 429.
    expect(slackHeaders(slack, 'C0ALERTS01').sort()).toEqual(
      [`12 new drift issues in ${repoName}`, `Scan of ${repoName} completed`].sort(),
    );
    const drift = slack.state.messages.find(
      (message) => message.channel === 'C0ALERTS01' && message.text?.startsWith('12 new drift issues'),
    );
    expect(
      (drift?.blocks as Array<{ type: string }> | undefined)?.filter((block) => block.type === 'section'),
    ).toHaveLength(11);
    expect(JSON.stringify(drift?.blocks)).toContain('and 2 more');
    expect(JSON.stringify(drift?.blocks)).toMatch(
      /<http:\/\/driftwatch\.test\/drift-issues\/DRIFT-\d+\|DRIFT-\d+ /,
    );
    expect(JSON.stringify(drift?.blocks)).toContain('`README.md:');
    const calls = slack.state.calls.map((call) => call.method);
    // #alerts: two messages and the 429; #eng-public: refused, then posted after joining;
    // #old-room and #secret-room: refused once each, and not retried.
    expect(calls.filter((method) => method === 'chat.postMessage')).toHaveLength(7);
    // Not a member of a public channel: joined it and posted once more.
    expect(
      slack.state.calls
        .filter((call) => call.method === 'conversations.join')
        .map((call) => call.params.channel),
    ).toEqual(['C0PUBLIC01']);
    expect(slackHeaders(slack, 'C0PUBLIC01')).toEqual([`12 new drift issues in ${repoName}`]);

    // Teams: the same facts as an Adaptive Card; a 500 and a 503 were retried.
    expect(teamsHeadlines(teams, '/workflows/ok').sort()).toEqual(
      [`12 new drift issues in ${repoName}`, `Scan of ${repoName} completed`].sort(),
    );
    expect(teams.posts.filter((post) => post.path === '/workflows/flaky')).toHaveLength(3);
    expect(teamsHeadlines(teams, '/workflows/flaky')).toEqual([`12 new drift issues in ${repoName}`]);

    const mail = await server.smtp.waitForMail('docs-team@example.com');
    expect(mail.subject).toBe(`12 new drift issues in ${repoName}`);
    expect(mail.decoded).toContain('Content-Type: text/html');
    expect(mail.decoded).toContain('and 2 more');

    // Failures only a person can fix are kept on the channel.
    const byTarget = Object.fromEntries(alerts.map((alert) => [alert.channelId, alert]));
    expect(byTarget[channelIds.archived ?? '']).toMatchObject({
      status: 'failed',
      error: 'Slack channel #old-room is archived.',
    });
    expect(byTarget[channelIds.removed ?? '']?.error).toMatch(/HTTP 404/);
    expect(byTarget[channelIds.private ?? '']?.error).toBe(
      'Driftwatch cannot post in #secret-room (not_in_channel). Invite the Driftwatch app to the channel.',
    );
    const channels = notificationChannelListResponseSchema.parse(
      (await server.api('GET', base(), { token: owner.token })).body,
    ).channels;
    const lastErrors = Object.fromEntries(channels.map((channel) => [channel.id, channel.lastError]));
    expect(lastErrors[channelIds.archived ?? '']).toBe('Slack channel #old-room is archived.');
    expect(lastErrors[channelIds.removed ?? '']).toMatch(/HTTP 404/);
    expect(lastErrors[channelIds.alerts ?? '']).toBeNull();
    expect(lastErrors[channelIds.flaky ?? '']).toBeNull();

    // The history holds one record per delivery; each issue records the alerts that told about it.
    expect(byTarget[channelIds.flaky ?? '']).toMatchObject({ status: 'sent', error: null, type: 'teams' });
    const sentDrift = byTarget[channelIds.alerts ?? ''];
    expect(sentDrift?.issueIds).toHaveLength(functionCount);
    const issueId = sentDrift?.issueIds[0] ?? '';
    const issue = await server.api<{ data: { alerts_sent: Array<{ type: string }> } }>(
      'GET',
      `/api/drift-issues/${issueId}`,
      {
        token: owner.token,
      },
    );
    expect(issue.body.data.alerts_sent.map((alert) => alert.type).sort()).toEqual(
      ['email', 'slack', 'slack', 'teams', 'teams'].sort(),
    );
    const activity = await listDriftIssueActivity(server.context.db, owner.organizationId, issueId);
    expect(activity.filter((entry) => entry.kind === 'alert_sent')).toHaveLength(5);
    expect(activity.filter((entry) => entry.kind === 'alert_failed')).toHaveLength(3);
  }, 120_000);

  it('delivers once even when a delivery job runs again', async () => {
    const alert = (await listAlerts()).find(
      (candidate) => candidate.channelId === channelIds.alerts && candidate.event === 'drift_detected',
    );
    const payload = {
      kind: 'scan' as const,
      channelId: channelIds.alerts ?? '',
      scanId: alert?.scanId ?? '',
      event: 'drift_detected' as const,
      createdIssueIds: alert?.issueIds ?? [],
      resolvedIssueIds: [],
      deferrals: 0,
    };
    const before = slack.state.messages.length;
    await deliverAlertJob.handler(payload, server.context, {
      jobId: 'again',
      attempt: 1,
      isFinalAttempt: false,
    });
    await server.context.jobs.send(deliverAlertJob, payload);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(slack.state.messages.length).toBe(before);
    expect(
      (await listAlerts()).filter(
        (row) => row.channelId === channelIds.alerts && row.event === 'drift_detected',
      ),
    ).toHaveLength(1);
  });

  it('a retry after a partial delivery posts only where the first attempt did not get through', async () => {
    slack.state.addChannel('late-room', { id: 'C0LATEROOM', botIsMember: false });
    const channel = await addChannel('two-rooms', {
      type: 'slack',
      channels: ['alerts', 'late-room'],
      events: ['drift_detected'],
    });
    const scanAlert = (await listAlerts()).find(
      (candidate) => candidate.channelId === channelIds.alerts && candidate.event === 'drift_detected',
    );
    const payload = {
      kind: 'scan' as const,
      channelId: channel.id,
      scanId: scanAlert?.scanId ?? '',
      event: 'drift_detected' as const,
      createdIssueIds: scanAlert?.issueIds ?? [],
      resolvedIssueIds: [],
      deferrals: 0,
    };
    const before = slackHeaders(slack, 'C0ALERTS01').length;
    // #alerts gets it; joining #late-room fails with an error worth retrying.
    slack.state.nextFailures.set('conversations.join', { error: 'internal_error' });
    await expect(
      deliverAlertJob.handler(payload, server.context, {
        jobId: 'partial',
        attempt: 1,
        isFinalAttempt: false,
      }),
    ).rejects.toThrow('Slack could not be reached (internal_error).');
    expect(slackHeaders(slack, 'C0ALERTS01')).toHaveLength(before + 1);
    expect(slackHeaders(slack, 'C0LATEROOM')).toHaveLength(0);

    await deliverAlertJob.handler(payload, server.context, {
      jobId: 'partial',
      attempt: 2,
      isFinalAttempt: false,
    });
    expect(slackHeaders(slack, 'C0ALERTS01')).toHaveLength(before + 1);
    expect(slackHeaders(slack, 'C0LATEROOM')).toHaveLength(1);
    const history = (await listAlerts()).filter((row) => row.channelId === channel.id);
    expect(history.map((row) => row.status)).toEqual(['sent']);
    // The daily digest below counts the chat channels; this one was only for this case.
    const removed = await server.api('DELETE', `${base()}/${channel.id}`, { token: owner.token });
    expect(removed.status).toBe(200);
  });

  it('tells the channels listening for resolved drift when a scan no longer finds it', async () => {
    await fixture.commit({ 'README.md': readme(['step1', 'step2']) }, 'Fix two calls in the docs');
    const scan = await server.api('POST', `/api/repositories/${repositoryId}/scan`, { token: owner.token });
    expect(scan.status).toBeLessThan(300);
    await waitFor(
      async () => (slackHeaders(slack, 'C0FIXED001').length > 0 ? true : undefined),
      60_000,
      'the resolved alert',
    );
    expect(slackHeaders(slack, 'C0FIXED001')).toEqual([`2 drift issues resolved in ${repoName}`]);
  }, 90_000);

  it('sends a test message through every channel type', async () => {
    const webhook = await addChannel('webhook', {
      type: 'webhook',
      webhookUrl: `${teams.origin}/hooks/driftwatch`,
      events: ['scan_failed'],
    });
    teams.script('/hooks/driftwatch', [{ status: 204 }]);
    for (const name of ['alerts', 'teams', 'email', 'webhook']) {
      const response = testNotificationResponseSchema.parse(
        (await server.api('POST', `${base()}/${channelIds[name]}/test`, { token: owner.token })).body,
      );
      expect(response, name).toMatchObject({ success: true });
    }
    expect(webhook.type).toBe('webhook');
    expect(slackHeaders(slack, 'C0ALERTS01')).toContain(`Driftwatch test notification for ${repoName}`);
    expect(teamsHeadlines(teams, '/workflows/ok')).toContain(`Driftwatch test notification for ${repoName}`);
    expect(teams.accepted('/hooks/driftwatch')).toHaveLength(1);
    expect((await server.smtp.waitForMail('docs-team@example.com')).subject).toBe(
      `Driftwatch test notification for ${repoName}`,
    );
  });

  it('marks the Slack integration broken when the token is revoked', async () => {
    slack.state.revokeAllTokens();
    const response = testNotificationResponseSchema.parse(
      (await server.api('POST', `${base()}/${channelIds.alerts}/test`, { token: owner.token })).body,
    );
    expect(response.success).toBe(false);
    expect(response.message).toBe(
      'Failed to send test notification. The Slack connection no longer works (token_revoked). Reconnect Slack on the Integrations page.',
    );
    const broken = await server.api('GET', '/api/integrations/platform/slack', { token: owner.token });
    expect(broken.body).toMatchObject({ integration: { status: 'broken', statusReason: 'token_revoked' } });
    const shown = notificationChannelListResponseSchema.parse(
      (await server.api('GET', base(), { token: owner.token })).body,
    ).channels;
    expect(shown.find((channel) => channel.id === channelIds.alerts)?.lastError).toMatch(/token_revoked/);
    await connectSlack(server, slack, owner.token);
    const again = testNotificationResponseSchema.parse(
      (await server.api('POST', `${base()}/${channelIds.alerts}/test`, { token: owner.token })).body,
    );
    expect(again.success).toBe(true);
    const channels = notificationChannelListResponseSchema.parse(
      (await server.api('GET', base(), { token: owner.token })).body,
    ).channels;
    expect(channels.find((channel) => channel.id === channelIds.alerts)?.lastError).toBeNull();
  });

  it('sends one daily digest of open drift per Slack and Teams channel, once a day', async () => {
    const queued = await queueDailyDigests(server.context);
    expect(queued).toBe(8);
    await queueDailyDigests(server.context);
    await waitFor(
      async () => {
        const digests = (await listAlerts()).filter((alert) => alert.event === 'digest');
        return digests.length === 8 ? digests : undefined;
      },
      60_000,
      'the digests',
    );
    await new Promise((resolve) => setTimeout(resolve, 2000));
    const digestHeadline = `Daily drift digest for ${repoName}`;
    expect(slackHeaders(slack, 'C0ALERTS01').filter((header) => header === digestHeadline)).toHaveLength(1);
    expect(slackHeaders(slack, 'C0FIXED001').filter((header) => header === digestHeadline)).toHaveLength(1);
    expect(
      teamsHeadlines(teams, '/workflows/ok').filter((headline) => headline === digestHeadline),
    ).toHaveLength(1);
    const digest = slack.state.messages.find(
      (message) => message.channel === 'C0ALERTS01' && message.text?.startsWith(digestHeadline),
    );
    expect(JSON.stringify(digest?.blocks)).toContain('10 open drift issues');
  }, 90_000);

  it('shows nothing of another organization', async () => {
    const alerts = await server.api('GET', `/api/repositories/${repositoryId}/alerts`, {
      token: stranger.token,
    });
    expect(alerts.status).toBe(404);
    const test = await server.api('POST', `${base()}/${channelIds.alerts}/test`, { token: stranger.token });
    expect(test.status).toBe(404);
    const channels = await server.api('GET', base(), { token: stranger.token });
    expect(channels.status).toBe(404);
    const leaked = JSON.stringify([alerts.body, test.body, channels.body]);
    for (const secret of ['old-room', 'docs-team', repoName]) expect(leaked).not.toContain(secret);
  });
});
