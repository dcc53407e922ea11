import {
  dashboardActivityResponseSchema,
  dashboardNotificationsResponseSchema,
  dashboardRepositoriesResponseSchema,
  dashboardStatsResponseSchema,
} from '@driftwatch/contract';
import { insertAlert, insertRepository, insertScan, type NewScanRow, updateRepository } from '@driftwatch/db';
import { insertIssueWithHistory, testEngines, testRepositoryRow } from '@driftwatch/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTeamMember, type TeamMember } from './support/accounts.js';
import { startTestServer, type TestServer } from './support/start-test-server.js';

const hourMs = 3_600_000;

describe.each(testEngines())('dashboard API on %s', (engine) => {
  let server: TestServer;
  let owner: TeamMember;
  let stranger: TeamMember;
  let orders: string;
  let billing: string;
  let docs: string;
  let reopenedKey: string;
  let criticalKey: string;
  let failedScanId: string;
  const ago = (hours: number) => new Date(server.clock.now().getTime() - hours * hourMs);

  const get = async (path: string, token = owner.token) => {
    const response = await server.api('GET', path, { token });
    expect(response.status, `${path}: ${response.text}`).toBe(200);
    return response.body;
  };

  async function scan(member: TeamMember, repositoryId: string, values: Partial<NewScanRow>) {
    return insertScan(server.database.handle.db, {
      organizationId: member.organizationId,
      repositoryId,
      trigger: 'manual',
      options: { includePrChecks: false, includeExternalDocs: true },
      ...values,
    });
  }

  beforeAll(async () => {
    server = await startTestServer(engine, { workers: false });
    const db = server.database.handle.db;
    owner = await createTeamMember(server, 'Grace Hopper');
    stranger = await createTeamMember(server, 'Oscar Outsider');
    const repository = async (member: TeamMember, name: string) =>
      (await insertRepository(db, testRepositoryRow(member.organizationId, name))).id;
    orders = await repository(owner, 'orders');
    billing = await repository(owner, 'billing');
    docs = await repository(owner, 'docs');
    const theirs = await repository(stranger, 'theirs');
    await updateRepository(db, owner.organizationId, billing, {
      status: 'paused',
      lastDriftStatus: 'driftDetected',
    });
    await updateRepository(db, owner.organizationId, docs, {
      status: 'error',
      statusMessage: 'clone failed',
    });

    const firstScan = await scan(owner, orders, {
      status: 'succeeded',
      createdAt: ago(48),
      finishedAt: ago(47.9),
      commitSha: 'a'.repeat(40),
      issuesCreated: 6,
      issuesResolved: 0,
    });
    const inOrders = { organizationId: owner.organizationId, repositoryId: orders };
    let number = 0;
    const issue = async (
      scope: { organizationId: string; repositoryId: string },
      severity: 'critical' | 'high' | 'medium' | 'low',
      changes: Array<[number, 'open' | 'in_progress' | 'resolved' | 'ignored' | 'false_positive']>,
    ) => {
      number += 1;
      return insertIssueWithHistory(
        db,
        scope,
        number,
        changes.map(([hours, status]) => [ago(hours), status]),
        { severity, title: `${severity} drift ${number}` },
        firstScan.id,
      );
    };
    criticalKey = (await issue(inOrders, 'critical', [[48, 'open']])).key;
    await issue(inOrders, 'high', [
      [48, 'open'],
      [40, 'in_progress'],
    ]);
    await issue(inOrders, 'medium', [
      [48, 'open'],
      [30, 'resolved'],
    ]);
    await issue(inOrders, 'low', [
      [48, 'open'],
      [30, 'ignored'],
    ]);
    reopenedKey = (
      await issue(inOrders, 'medium', [
        [48, 'open'],
        [30, 'resolved'],
        [20, 'open'],
      ])
    ).key;
    await issue(inOrders, 'high', [
      [48, 'open'],
      [30, 'false_positive'],
    ]);
    await issue({ organizationId: owner.organizationId, repositoryId: billing }, 'low', [[10, 'open']]);
    await issue({ organizationId: stranger.organizationId, repositoryId: theirs }, 'critical', [[5, 'open']]);

    failedScanId = (await scan(owner, docs, { status: 'failed', createdAt: ago(3), error: 'clone failed' }))
      .id;
    await scan(owner, docs, { status: 'failed', createdAt: ago(24 * 9), error: 'an old failure' });
    await scan(owner, orders, { status: 'queued', createdAt: ago(0.5) });
    await scan(stranger, theirs, { status: 'failed', createdAt: ago(1), error: 'not ours' });

    const alert = (
      member: TeamMember,
      repositoryId: string,
      values: { status: 'sent' | 'failed'; hours: number },
    ) =>
      insertAlert(db, {
        organizationId: member.organizationId,
        repositoryId,
        type: 'email',
        event: 'drift_detected',
        target: 'team@example.com',
        status: values.status,
        error: values.status === 'failed' ? 'SMTP refused the message' : null,
        issueIds: ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002'],
        sentAt: ago(values.hours),
      });
    await alert(owner, orders, { status: 'sent', hours: 47 });
    await alert(owner, orders, { status: 'failed', hours: 2 });
    await alert(owner, orders, { status: 'sent', hours: 24 * 10 });
    await alert(stranger, theirs, { status: 'failed', hours: 1 });
  }, 60_000);
  afterAll(async () => server?.close());

  it('stats: issue totals from the kept counts, repositories per status, scans this week', async () => {
    const stats = dashboardStatsResponseSchema.parse(await get('/api/dashboard/stats'));
    expect(stats).toEqual({
      issues: {
        total: 7,
        open: 4,
        critical_high: 2,
        resolved: 1,
        dismissed: 2,
        open_by_severity: { critical: 1, high: 1, medium: 1, low: 1 },
      },
      repositories: { connected: 3, monitored: 1, paused: 1, error: 1, with_drift: 1 },
      scans: { active: 1, failed_last_7_days: 1 },
    });
    const theirs = dashboardStatsResponseSchema.parse(await get('/api/dashboard/stats', stranger.token));
    expect(theirs.issues).toMatchObject({ total: 1, open: 1, critical_high: 1 });
    expect(theirs.repositories.connected).toBe(1);
    expect(theirs.scans).toEqual({ active: 0, failed_last_7_days: 1 });
  });

  it('stats follow a status change at once', async () => {
    const response = await server.api('PATCH', `/api/drift-issues/${criticalKey}/status`, {
      token: owner.token,
      body: { status: 'resolved', resolution: 'Docs rewritten' },
    });
    expect(response.status, response.text).toBe(200);
    const stats = dashboardStatsResponseSchema.parse(await get('/api/dashboard/stats'));
    expect(stats.issues).toMatchObject({ open: 3, critical_high: 1, resolved: 2 });
    expect(stats.issues.open_by_severity.critical).toBe(0);
  });

  it("activity: people's changes and scans, newest first, paged without gaps or repeats", async () => {
    const comment = await server.api('POST', `/api/drift-issues/${reopenedKey}/comments`, {
      token: owner.token,
      body: { comment: 'Looking at it' },
    });
    expect(comment.status, comment.text).toBe(201);
    const first = dashboardActivityResponseSchema.parse(await get('/api/dashboard/activity?limit=2'));
    expect(first.entries.map((entry) => entry.type)).toEqual(['issue', 'issue']);
    expect(first.entries[0]).toMatchObject({
      kind: 'comment_added',
      actor_name: 'Grace Hopper',
      issue: { key: reopenedKey, severity: 'medium' },
      repository: { id: orders, name: 'orders' },
    });
    expect(first.entries[1]).toMatchObject({
      kind: 'status_changed',
      from_status: 'open',
      to_status: 'resolved',
      note: 'Docs rewritten',
      issue: { key: criticalKey },
    });
    expect(first.next_cursor).not.toBeNull();
    const rest = dashboardActivityResponseSchema.parse(
      await get(`/api/dashboard/activity?limit=2&cursor=${first.next_cursor}`),
    );
    // Then the scans, newest first; the first scan's own detections are summed in its entry.
    expect(rest.entries.map((entry) => (entry.type === 'scan' ? entry.status : entry.kind))).toEqual([
      'queued',
      'failed',
    ]);
    expect(rest.entries[1]).toMatchObject({
      id: failedScanId,
      error: 'clone failed',
      repository: { id: docs },
    });
    const all = dashboardActivityResponseSchema.parse(await get('/api/dashboard/activity?limit=100'));
    expect(all.next_cursor).toBeNull();
    expect(all.entries).toHaveLength(6);
    expect(all.entries.slice(0, 4)).toEqual([...first.entries, ...rest.entries]);
    expect(all.entries.at(-2)).toMatchObject({ type: 'scan', issues_created: 6, commit_sha: 'a'.repeat(40) });
    expect(all.entries.at(-1)).toMatchObject({ type: 'scan', error: 'an old failure' });
    const times = all.entries.map((entry) => entry.at);
    expect([...times].sort().reverse()).toEqual(times);
    const theirs = dashboardActivityResponseSchema.parse(
      await get('/api/dashboard/activity', stranger.token),
    );
    expect(theirs.entries.map((entry) => entry.type)).toEqual(['scan']);
  });

  it('activity refuses a bad limit or cursor with 422 and field messages', async () => {
    for (const query of ['?limit=0', '?limit=101', '?limit=ten', '?cursor=yesterday', '?cursor=12_abc']) {
      const response = await server.api<{ error: { code: string; details?: { fields: unknown[] } } }>(
        'GET',
        `/api/dashboard/activity${query}`,
        { token: owner.token },
      );
      expect(response.status, query).toBe(422);
      expect(response.body.error.code, query).toBe('VALIDATION_ERROR');
      expect(response.body.error.details?.fields.length, query).toBeGreaterThan(0);
    }
  });

  it('repositories: health per repository, most urgent first', async () => {
    const body = dashboardRepositoriesResponseSchema.parse(await get('/api/dashboard/repositories'));
    expect(body.repositories.map((repository) => repository.name)).toEqual(['orders', 'billing', 'docs']);
    const [first, second, third] = body.repositories;
    expect(first).toMatchObject({
      status: 'monitored',
      schedule: 'onPush',
      next_scan_at: null,
      open: 2,
      open_by_severity: { critical: 0, high: 1, medium: 1, low: 0 },
      last_scan: { status: 'queued', finished_at: null },
    });
    expect(second).toMatchObject({
      status: 'paused',
      drift_status: 'driftDetected',
      open: 1,
      last_scan: null,
    });
    expect(third).toMatchObject({
      status: 'error',
      status_message: 'clone failed',
      open: 0,
      last_scan: { id: failedScanId, status: 'failed', error: 'clone failed' },
    });
    const theirs = dashboardRepositoriesResponseSchema.parse(
      await get('/api/dashboard/repositories', stranger.token),
    );
    expect(theirs.repositories.map((repository) => repository.name)).toEqual(['theirs']);
  });

  it('notifications: newest deliveries and failures, and the week totals', async () => {
    const body = dashboardNotificationsResponseSchema.parse(await get('/api/dashboard/notifications'));
    expect(body.notifications.map((alert) => alert.status)).toEqual(['failed', 'sent', 'sent']);
    expect(body.notifications[0]).toMatchObject({
      type: 'email',
      event: 'drift_detected',
      error: 'SMTP refused the message',
      issue_count: 2,
      repository: { id: orders, name: 'orders' },
    });
    expect(body).toMatchObject({ sent_last_7_days: 1, failed_last_7_days: 1 });
    const theirs = dashboardNotificationsResponseSchema.parse(
      await get('/api/dashboard/notifications', stranger.token),
    );
    expect(theirs.notifications).toHaveLength(1);
    expect(theirs.notifications[0]?.repository?.name).toBe('theirs');
  });

  it('needs a signed-in member of an organization', async () => {
    for (const path of ['stats', 'activity', 'repositories', 'notifications'])
      expect((await server.api('GET', `/api/dashboard/${path}`)).status).toBe(401);
  });
});
