import { createHmac } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import {
  alertListResponseSchema,
  connectRepositoryResponseSchema,
  detectResponseSchema,
  folderListResponseSchema,
  notificationChannelListResponseSchema,
  notificationChannelResponseSchema,
  repositoryResponseSchema,
  suggestedConfigResponseSchema,
  testNotificationResponseSchema,
} from '@driftwatch/contract';
import { findRepository } from '@driftwatch/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTeamMember, type TeamMember } from './support/accounts.js';
import { createGitRepository, createSelfSignedCertificate } from './support/git-fixture.js';
import { startTestServer, type TestServer } from './support/start-test-server.js';

interface ReceivedWebhook {
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

describe('repository configuration, folders and notification channels (PGlite)', () => {
  let server: TestServer;
  let owner: TeamMember;
  let stranger: TeamMember;
  let repositoryId: string;
  let repoDir: string;
  const received: ReceivedWebhook[] = [];
  let receiver: ReturnType<typeof createServer>;
  let receiverUrl: string;

  beforeAll(async () => {
    const certificate = await createSelfSignedCertificate();
    receiver = createServer(certificate, (request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => {
        body += chunk.toString('utf8');
      });
      request.on('end', () => {
        received.push({ headers: request.headers, body });
        response.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    receiverUrl = `https://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/driftwatch`;
    server = await startTestServer('pglite', {
      workers: false,
      webhooks: { allowPrivateAddresses: true, trustedCa: certificate.cert },
    });
    owner = await createTeamMember(server, 'Grace Hopper');
    stranger = await createTeamMember(server, 'Eve Outsider');
    const fixture = await createGitRepository({
      'README.md': '# Billing\n\nCall `charge(amount)` to bill.\n',
      'docs/guide.md': '# Guide\n',
      'docs/api/reference.md': '# Reference\n',
      'src/billing/charge.ts':
        'export function charge(amount: number, currency: string) { return amount; }\n',
    });
    repoDir = fixture.dir;
  });
  afterAll(async () => {
    await server?.close();
    receiver?.close();
  });

  it('refuses bad connect requests with field messages and stores nothing', async () => {
    const cases: Array<[unknown, string]> = [
      [{ provider: 'git', url: '' }, 'url'],
      [{ provider: 'svn', url: repoDir }, 'provider'],
      // A code host's repository is named by its id on the host, not by a URL.
      [{ provider: 'github', url: 'https://github.com/acme/api' }, 'externalId'],
      [{ provider: 'git', url: 'not a url at all' }, 'url'],
      [{ provider: 'git', url: repoDir, scanSchedule: { type: 'custom' } }, 'scanSchedule.customCron'],
      [
        { provider: 'git', url: repoDir, scanSchedule: { type: 'custom', customCron: '61 * * * *' } },
        'scanSchedule.customCron',
      ],
      [{ provider: 'git', url: repoDir, credentials: { token: 'abc' } }, 'credentials'],
    ];
    for (const [body, field] of cases) {
      const response = await server.api<{
        error: { code: string; details: { fields: Array<{ path: string; message: string }> } };
      }>('POST', '/api/repositories', { token: owner.token, body });
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(response.body.error.code).toBe('VALIDATION_ERROR');
      expect(response.body.error.details.fields.map((entry) => entry.path)).toContain(field);
    }
    const list = await server.api<{ repositories: unknown[] }>('GET', '/api/repositories?connected=true', {
      token: owner.token,
    });
    expect(list.body.repositories).toEqual([]);
  });

  it('connects a path on the server with a daily schedule and derives its identity', async () => {
    const response = await server.api('POST', '/api/repositories', {
      token: owner.token,
      body: { provider: 'git', url: repoDir, scanSchedule: { type: 'daily' }, meta: { tags: ['billing'] } },
    });
    expect(response.status).toBe(201);
    const { repository } = connectRepositoryResponseSchema.parse(response.body);
    repositoryId = repository.id;
    expect(repository).toMatchObject({
      name: path.basename(repoDir),
      externalId: `file://${repoDir}`,
      defaultBranch: 'main',
      scanSchedule: { type: 'daily' },
      meta: { tags: ['billing'], notes: '' },
    });
    const nextScan = Date.parse(repository.nextScanAt ?? '');
    expect(nextScan - Date.now()).toBeGreaterThan(23 * 3600_000);
  });

  it('detects the layout, suggests a mapping and lists and searches folders', async () => {
    const detect = detectResponseSchema.parse(
      (await server.api('GET', `/api/repositories/${repositoryId}/detect`, { token: owner.token })).body,
    );
    expect(detect.docFolders).toContain('/docs/');
    expect(detect.mainDocFile).toBe('README.md');
    expect(detect.primaryLanguage).toBe('TypeScript');
    const suggestion = suggestedConfigResponseSchema.parse(
      (await server.api('GET', `/api/repositories/${repositoryId}/config/suggest`, { token: owner.token }))
        .body,
    );
    expect(suggestion.mappingConfig.docFolders).toContain('/docs/');
    expect(suggestion.reasons.length).toBeGreaterThan(0);
    const folders = folderListResponseSchema.parse(
      (await server.api('GET', `/api/repositories/${repositoryId}/folders?limit=2`, { token: owner.token }))
        .body,
    );
    expect(folders.folders).toHaveLength(2);
    expect(folders.truncated).toBe(true);
    const search = folderListResponseSchema.parse(
      (
        await server.api('GET', `/api/repositories/${repositoryId}/search-folders?q=api`, {
          token: owner.token,
        })
      ).body,
    );
    expect(search.folders).toEqual(['docs/api']);
    expect(
      (await server.api('GET', `/api/repositories/${repositoryId}/search-folders`, { token: owner.token }))
        .status,
    ).toBe(422);
    expect(
      (await server.api('GET', `/api/repositories/${repositoryId}/folders?limit=0`, { token: owner.token }))
        .status,
    ).toBe(422);
  });

  it("refuses another organization's clone inside the data dir", async () => {
    const clone = path.join(server.paths.checkouts, `${repositoryId}.git`);
    expect(existsSync(clone)).toBe(true);
    const response = await server.api<{ error: { message: string } }>('POST', '/api/repositories', {
      token: stranger.token,
      body: { provider: 'git', url: clone },
    });
    expect(response.status).toBe(422);
    expect(response.body.error.message).toBe("Paths inside Driftwatch's data directory cannot be connected.");
  });

  it('updates the configuration, and refuses a bad cron with 422 without changing anything', async () => {
    const bad = await server.api<{ error: { details: { fields: Array<{ path: string }> } } }>(
      'PUT',
      `/api/repositories/${repositoryId}/config`,
      {
        token: owner.token,
        body: { codePatterns: ['*.go'], scanSchedule: { type: 'custom', customCron: 'every day' } },
      },
    );
    expect(bad.status).toBe(422);
    expect(bad.body.error.details.fields[0]?.path).toBe('scanSchedule.customCron');
    const unchanged = await findRepository(server.database.handle.db, owner.organizationId, repositoryId);
    expect(unchanged?.mappingConfig.codePatterns).toEqual(['*.go', '*.js', '*.ts', '*.py', '*.java']);

    const good = await server.api('PUT', `/api/repositories/${repositoryId}/config`, {
      token: owner.token,
      body: {
        codePatterns: ['*.ts'],
        docPatterns: ['*.md'],
        ignorePaths: ['dist'],
        scanFrequency: 12,
        detectBreaking: false,
        scanSchedule: { type: 'custom', customCron: '30 6 * * 1' },
        meta: { notes: 'Billing service' },
        alertChannels: [{ type: 'email', target: 'ops@example.com, Dev@Example.com', active: true }],
      },
    });
    expect(good.status).toBe(200);
    const { repository } = repositoryResponseSchema.parse(good.body);
    expect(repository.mappingConfig.codePatterns).toEqual(['*.ts']);
    expect(repository.scanSchedule).toMatchObject({
      type: 'custom',
      customCron: '30 6 * * 1',
      scanFrequency: 12,
      detectBreaking: false,
    });
    expect(new Date(repository.nextScanAt ?? '').getUTCDay()).toBe(1);
    expect(repository.meta).toEqual({ tags: ['billing'], notes: 'Billing service' });
    expect(repository.notificationConfig).toHaveLength(1);
    expect(repository.notificationConfig[0]).toMatchObject({
      type: 'email',
      emails: ['ops@example.com', 'dev@example.com'],
    });
    expect(repository.activeAlerts).toBe(1);

    const paused = repositoryResponseSchema.parse(
      (
        await server.api('PUT', `/api/repositories/${repositoryId}/config`, {
          token: owner.token,
          body: { status: 'paused' },
        })
      ).body,
    );
    expect(paused.repository).toMatchObject({ status: 'paused', nextScanAt: null });
  });

  it('manages notification channels: validation, create, edit, test by email and signed webhook, delete by index', async () => {
    const base = `/api/repositories/${repositoryId}/notification-channels`;
    const noEvents = await server.api<{ error: { message: string } }>('POST', base, {
      token: owner.token,
      body: { type: 'email', emails: 'a@example.com', events: [] },
    });
    expect(noEvents.status).toBe(422);
    expect(noEvents.body.error.message).toBe('Please select at least one event to monitor.');
    const noTarget = await server.api<{ error: { message: string } }>('POST', base, {
      token: owner.token,
      body: { type: 'webhook', events: ['drift_detected'] },
    });
    expect(noTarget.body.error.message).toBe('Please enter a target for notifications.');
    const plainHttp = await server.api('POST', base, {
      token: owner.token,
      body: { type: 'webhook', webhookUrl: 'http://example.com/hook', events: ['drift_detected'] },
    });
    expect(plainHttp.status).toBe(422);
    const withCredentials = await server.api<{ error: { message: string } }>('POST', base, {
      token: owner.token,
      body: { type: 'webhook', webhookUrl: 'https://user:pass@example.com/hook', events: ['drift_detected'] },
    });
    expect(withCredentials.status).toBe(422);
    expect(withCredentials.body.error.message).toBe(
      'The webhook URL must not contain a user name or password',
    );

    const created = await server.api('POST', base, {
      token: owner.token,
      body: { type: 'webhook', webhookUrl: receiverUrl, events: ['drift_detected', 'scan_failed'] },
    });
    expect(created.status).toBe(201);
    const webhook = notificationChannelResponseSchema.parse(created.body);
    expect(webhook.signingSecret).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(webhook.channel.index).toBe(1);

    const listed = notificationChannelListResponseSchema.parse(
      (await server.api('GET', base, { token: owner.token })).body,
    );
    expect(listed.channels.map((channel) => channel.type)).toEqual(['email', 'webhook']);
    expect(JSON.stringify(listed)).not.toContain(webhook.signingSecret ?? 'none');

    const test = testNotificationResponseSchema.parse(
      (await server.api('POST', `${base}/${webhook.channel.id}/test`, { token: owner.token })).body,
    );
    expect(test).toMatchObject({ success: true });
    const delivery = received.at(-1);
    const timestamp = String(delivery?.headers['x-driftwatch-timestamp']);
    const expected = `sha256=${createHmac('sha256', webhook.signingSecret ?? '')
      .update(`${timestamp}.${delivery?.body}`)
      .digest('hex')}`;
    expect(delivery?.headers['x-driftwatch-signature']).toBe(expected);

    const emailTest = testNotificationResponseSchema.parse(
      (await server.api('POST', `${base}/0/test`, { token: owner.token })).body,
    );
    expect(emailTest.success).toBe(true);
    const mail = await server.smtp.waitForMail('ops@example.com');
    expect(mail.subject).toContain('Driftwatch test notification');

    const edited = notificationChannelResponseSchema.parse(
      (
        await server.api('PUT', `${base}/1`, {
          token: owner.token,
          body: { active: false, events: ['scan_failed'] },
        })
      ).body,
    );
    expect(edited.channel).toMatchObject({ active: false, events: ['scan_failed'], webhookUrl: receiverUrl });

    const alerts = alertListResponseSchema.parse(
      (await server.api('GET', `/api/repositories/${repositoryId}/alerts`, { token: owner.token })).body,
    );
    expect(alerts.alerts.map((alert) => [alert.type, alert.event, alert.status])).toEqual([
      ['email', 'test', 'sent'],
      ['webhook', 'test', 'sent'],
    ]);

    expect(
      (await server.api('DELETE', `${base}/${webhook.channel.id}`, { token: stranger.token })).status,
    ).toBe(404);
    const deleted = await server.api<{ message: string }>('DELETE', `${base}/0`, { token: owner.token });
    expect(deleted.body.message).toBe('Channel Deleted');
    expect((await server.api('DELETE', `${base}/5`, { token: owner.token })).status).toBe(404);
    const remaining = notificationChannelListResponseSchema.parse(
      (await server.api('GET', base, { token: owner.token })).body,
    );
    expect(remaining.channels.map((channel) => [channel.type, channel.index])).toEqual([['webhook', 0]]);
  });

  it('answers the channel picker and the doc-source endpoints', async () => {
    const available = await server.api('GET', '/api/repositories/available-channels', { token: owner.token });
    expect(available.body).toEqual({
      types: ['email', 'webhook'],
      channels: { slack: [], teams: [] },
      slackConnection: {
        state: 'not_configured',
        message: 'Slack is not configured on this server: set SLACK_CLIENT_ID and SLACK_CLIENT_SECRET.',
      },
    });
    const sources = await server.api('GET', `/api/repositories/${repositoryId}/doc-sources`, {
      token: owner.token,
    });
    expect(sources.body).toEqual({ docSources: [] });
    const link = await server.api('POST', `/api/repositories/${repositoryId}/doc-sources/${repositoryId}`, {
      token: owner.token,
    });
    expect(link.status).toBe(404);
  });

  it('disconnects: the row, its channels and its clone are gone', async () => {
    const clone = path.join(server.paths.checkouts, `${repositoryId}.git`);
    expect(existsSync(clone)).toBe(true);
    expect(
      (await server.api('DELETE', `/api/repositories/${repositoryId}`, { token: stranger.token })).status,
    ).toBe(404);
    const response = await server.api<{ message: string }>('DELETE', `/api/repositories/${repositoryId}`, {
      token: owner.token,
    });
    expect(response.body.message).toBe('Repository Disconnected');
    expect(existsSync(clone)).toBe(false);
    expect(
      await findRepository(server.database.handle.db, owner.organizationId, repositoryId),
    ).toBeUndefined();
    expect(
      (
        await server.api('GET', `/api/repositories/${repositoryId}/notification-channels`, {
          token: owner.token,
        })
      ).status,
    ).toBe(404);
  });
});
