import {
  type DriftIssueActivity,
  driftIssueActivityResponseSchema,
  driftIssueListResponseSchema,
  driftIssueResponseSchema,
  scanListResponseSchema,
  triggerScanResponseSchema,
} from '@driftwatch/contract';
import { testEngines } from '@driftwatch/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scannerName } from '../src/services/scans/reconcile-findings.js';
import { createTeamMember, type TeamMember, waitFor } from './support/accounts.js';
import { connectScannedSample } from './support/sample-repository.js';
import { startTestServer, type TestServer } from './support/start-test-server.js';

/** The fields a history entry is judged by, without ids and times. */
function summary(entry: DriftIssueActivity) {
  return {
    kind: entry.kind,
    actor: entry.actor.name,
    from: entry.from_status,
    to: entry.to_status,
    commit: entry.commit_sha,
    note: entry.note,
  };
}

describe.each(testEngines())('drift issue activity on %s', (engine) => {
  let server: TestServer;
  let owner: TeamMember;
  let stranger: TeamMember;
  let repositoryId: string;
  let firstCommit: string;
  let keys: string[];

  const activity = async (key: string, token = owner.token) => {
    const response = await server.api('GET', `/api/drift-issues/${key}/activity`, { token });
    return { status: response.status, body: response.body };
  };
  const history = async (key: string) =>
    driftIssueActivityResponseSchema.parse((await activity(key)).body).activity.map(summary);
  const issue = async (key: string) =>
    driftIssueResponseSchema.parse(
      (await server.api('GET', `/api/drift-issues/${key}`, { token: owner.token })).body,
    ).data;
  const setStatus = async (key: string, body: Record<string, unknown>) => {
    const response = await server.api('PATCH', `/api/drift-issues/${key}/status`, {
      token: owner.token,
      body,
    });
    expect(response.status, response.text).toBe(200);
  };
  const latestScan = async () =>
    scanListResponseSchema.parse(
      (await server.api('GET', `/api/repositories/${repositoryId}/scans`, { token: owner.token })).body,
    ).scans[0];

  beforeAll(async () => {
    server = await startTestServer(engine);
    owner = await createTeamMember(server, 'Katherine Johnson');
    stranger = await createTeamMember(server, 'Oscar Outsider');
    repositoryId = await connectScannedSample(server, owner.token);
    firstCommit = (await latestScan())?.commitSha ?? '';
    const listed = driftIssueListResponseSchema.parse(
      (await server.api('GET', '/api/drift-issues?limit=5', { token: owner.token })).body,
    );
    keys = listed.data.map((row) => row.key);
  }, 120_000);
  afterAll(async () => server?.close());

  it('starts every issue with its detection by the scanner in the scanned commit', async () => {
    expect(firstCommit).toMatch(/^[0-9a-f]{40}$/);
    const [first] = keys;
    expect(await history(first ?? '')).toEqual([
      { kind: 'detected', actor: scannerName, from: null, to: 'open', commit: firstCommit, note: null },
    ]);
  });

  it('records status changes with who and why, and comments', async () => {
    const [resolvedKey, ignoredKey, falsePositiveKey] = keys;
    if (!resolvedKey || !ignoredKey || !falsePositiveKey) throw new Error('too few issues');
    await setStatus(resolvedKey, { status: 'resolved', resolution: 'Docs updated in #42' });
    // The same status again is no change and records nothing.
    await setStatus(resolvedKey, { status: 'resolved' });
    await setStatus(ignoredKey, { status: 'ignored' });
    await setStatus(falsePositiveKey, { status: 'false_positive', resolution: 'Example on purpose' });
    const comment = await server.api('POST', `/api/drift-issues/${resolvedKey}/comments`, {
      token: owner.token,
      body: { comment: 'Checked with the API team.' },
    });
    expect(comment.status).toBe(201);
    expect((await history(resolvedKey)).slice(1)).toEqual([
      {
        kind: 'status_changed',
        actor: 'Katherine Johnson',
        from: 'open',
        to: 'resolved',
        commit: null,
        note: 'Docs updated in #42',
      },
      {
        kind: 'comment_added',
        actor: 'Katherine Johnson',
        from: null,
        to: null,
        commit: null,
        note: 'Checked with the API team.',
      },
    ]);
    const [entry] = driftIssueActivityResponseSchema
      .parse((await activity(resolvedKey)).body)
      .activity.filter((row) => row.kind === 'status_changed');
    expect(entry?.actor.id).toBe(owner.userId);
    expect((await history(falsePositiveKey)).slice(1)).toEqual([
      {
        kind: 'status_changed',
        actor: 'Katherine Johnson',
        from: 'open',
        to: 'false_positive',
        commit: null,
        note: 'Example on purpose',
      },
    ]);
  });

  it('re-opens a resolved issue a scan still finds, naming the commit and keeping the resolution', async () => {
    const [resolvedKey, ignoredKey, falsePositiveKey] = keys as [string, string, string];
    const before = (await latestScan())?.id;
    const triggered = await server.api('POST', `/api/repositories/${repositoryId}/scan`, {
      token: owner.token,
    });
    expect(triggered.status, triggered.text).toBe(202);
    const rescan = triggerScanResponseSchema.parse(triggered.body).scan;
    expect(rescan.id).not.toBe(before);
    await waitFor(
      async () => ((await latestScan())?.status === 'succeeded' ? true : undefined),
      90_000,
      'the rescan',
    );
    const reopened = await issue(resolvedKey);
    expect(reopened).toMatchObject({ status: 'open', resolved_at: null, resolved_by: null });
    const entries = await history(resolvedKey);
    expect(entries.map((entry) => entry.kind)).toEqual([
      'detected',
      'status_changed',
      'comment_added',
      'reopened',
    ]);
    // The earlier resolution, who and why, is still there.
    expect(entries[1]).toMatchObject({
      actor: 'Katherine Johnson',
      to: 'resolved',
      note: 'Docs updated in #42',
    });
    expect(entries[3]).toEqual({
      kind: 'reopened',
      actor: scannerName,
      from: 'resolved',
      to: 'open',
      commit: (await latestScan())?.commitSha,
      note: null,
    });
    // Ignored and false-positive issues stay silent: same status, nothing new in their history.
    expect((await issue(ignoredKey)).status).toBe('ignored');
    expect((await issue(falsePositiveKey)).status).toBe('false_positive');
    expect((await history(ignoredKey)).map((entry) => entry.kind)).toEqual(['detected', 'status_changed']);
    expect((await history(falsePositiveKey)).map((entry) => entry.kind)).toEqual([
      'detected',
      'status_changed',
    ]);
  }, 120_000);

  it('records each issue of a bulk change', async () => {
    const [, , , fourth, fifth] = keys;
    if (!fourth || !fifth) throw new Error('too few issues');
    const ids = [(await issue(fourth)).id, (await issue(fifth)).id];
    const response = await server.api('PATCH', '/api/drift-issues/bulk/status', {
      token: owner.token,
      body: { issue_ids: ids, status: 'ignored' },
    });
    expect(response.status, response.text).toBe(200);
    for (const key of [fourth, fifth]) {
      expect((await history(key)).at(-1)).toMatchObject({
        kind: 'status_changed',
        actor: 'Katherine Johnson',
        from: 'open',
        to: 'ignored',
      });
    }
  });

  it('shows another organization nothing: 404 as for a missing issue', async () => {
    const [first] = keys;
    const id = (await issue(first ?? '')).id;
    for (const idOrKey of [id, first ?? '']) {
      const response = await activity(idOrKey, stranger.token);
      expect(response.status).toBe(404);
      expect(response.body).toMatchObject({ error: { code: 'NOT_FOUND' } });
    }
    expect((await activity(id, '')).status).toBe(401);
  });
});
