import { readFile } from 'node:fs/promises';
import path from 'node:path';
import {
  driftIssueCommentListResponseSchema,
  driftIssueCommentResponseSchema,
  driftIssueDiffResponseSchema,
  driftIssueListResponseSchema,
  driftIssueResponseSchema,
  driftIssueStatsResponseSchema,
  structuredDiffResponseSchema,
} from '@driftwatch/contract';
import { testEngines } from '@driftwatch/db/testing';
import { defaultSamplesDir, readSampleManifest } from '@driftwatch/integrations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTeamMember, type TeamMember } from './support/accounts.js';
import { connectScannedSample } from './support/sample-repository.js';
import { startTestServer, type TestServer } from './support/start-test-server.js';

/**
 * The acme-orders step whose commit planted each drift of expected.json (README-SAMPLE.md's table),
 * and a piece of that commit's diff: the changed code, or the renamed file.
 */
const sampleOrigins: Record<string, { step: string; changed: string }> = {
  'docs/architecture.md:16': { step: '04-rename-pricing', changed: 'export function computeOrderTotal' },
  'docs/api.md:54': { step: '05-patch-order-updates', changed: "ordersRouter.patch('/:orderId'" },
  'docs/api.md:63': { step: '06-ops-prefix-drop-invoices', changed: '/:orderId/invoice' },
  'docs/api.md:89': { step: '06-ops-prefix-drop-invoices', changed: "'/ops'" },
  'docs/api.md:93': { step: '06-ops-prefix-drop-invoices', changed: "'/ops'" },
  'docs/sdk.md:18': { step: '07-client-timeout-ms', changed: 'timeoutMs' },
  'README.md:39': { step: '07-client-timeout-ms', changed: 'listOrdersByCustomer' },
  'README.md:29': { step: '08-docs-reorganisation', changed: 'docs/deploy.md' },
  'docs/api.md:17': { step: '08-docs-reorganisation', changed: '## Payments' },
  'docs/configuration.md:19': { step: '09-payments-env-rename', changed: 'ACME_PAYMENTS_API_KEY' },
};

describe.each(testEngines())('drift issues API on %s', (engine) => {
  let server: TestServer;
  let owner: TeamMember;
  let stranger: TeamMember;
  let repositoryId: string;
  let total: number;

  const list = async (query = '', token = owner.token) =>
    driftIssueListResponseSchema.parse(
      (await server.api('GET', `/api/drift-issues${query}`, { token })).body,
    );
  /** The whole issues of a list page: list rows carry only what the list shows. */
  const details = async (query = '') =>
    Promise.all(
      (await list(query)).data.map(
        async (row) =>
          driftIssueResponseSchema.parse(
            (await server.api('GET', `/api/drift-issues/${row.id}`, { token: owner.token })).body,
          ).data,
      ),
    );

  beforeAll(async () => {
    server = await startTestServer(engine);
    owner = await createTeamMember(server, 'Katherine Johnson');
    stranger = await createTeamMember(server, 'Oscar Outsider');
    repositoryId = await connectScannedSample(server, owner.token);
    total = (await list()).total;
  }, 120_000);
  afterAll(async () => server?.close());

  it('lists pages with filters, and treats "all" as no filter', async () => {
    expect(total).toBeGreaterThan(3);
    const page = await list('?limit=2&offset=1');
    expect(page).toMatchObject({ total, limit: 2, offset: 1 });
    expect(page.data).toHaveLength(2);
    const all = await list('?status=all&severity=all&repository=all&search=');
    expect(all.total).toBe(total);
    const first = (await list('?limit=1')).data[0];
    if (!first) throw new Error('no issue');
    const bySeverity = await list(`?severity=${first.severity}`);
    expect(bySeverity.data.every((issue) => issue.severity === first.severity)).toBe(true);
    const byKey = await list(`?search=${first.key.toLowerCase()}`);
    expect(byKey.data.map((issue) => issue.id)).toContain(first.id);
    const byRepository = await list(`?repository=${repositoryId}`);
    expect(byRepository.total).toBe(total);
    expect((await list('?search=%25%25no-such-text%25')).total).toBe(0);
  });

  it('refuses bad filters with 422 and field messages', async () => {
    for (const query of [
      '?status=closed',
      '?severity=urgent',
      '?limit=0',
      '?limit=500',
      '?offset=-1',
      '?repository=abc',
    ]) {
      const response = await server.api<{ error: { code: string; details: { fields: unknown[] } } }>(
        'GET',
        `/api/drift-issues${query}`,
        {
          token: owner.token,
        },
      );
      expect(response.status, query).toBe(422);
      expect(response.body.error.details.fields.length).toBeGreaterThan(0);
    }
  });

  it('counts issues by status and severity, overall and per repository', async () => {
    const stats = driftIssueStatsResponseSchema.parse(
      (await server.api('GET', '/api/drift-issues/stats', { token: owner.token })).body,
    );
    expect(stats.total).toBe(total);
    expect(stats.open).toBe(total);
    expect(Object.values(stats.by_severity).reduce((sum, count) => sum + count, 0)).toBe(total);
    const perRepository = driftIssueStatsResponseSchema.parse(
      (await server.api('GET', `/api/drift-issues/stats?repository=${repositoryId}`, { token: owner.token }))
        .body,
    );
    expect(perRepository).toMatchObject({ repository: repositoryId, total });
    const strangers = driftIssueStatsResponseSchema.parse(
      (
        await server.api('GET', `/api/drift-issues/stats?repository=${repositoryId}`, {
          token: stranger.token,
        })
      ).body,
    );
    expect(strangers.total).toBe(0);
  });

  it('shows one issue by id or key with every drift issue field', async () => {
    const [first] = (await list('?limit=1')).data;
    if (!first) throw new Error('no issue');
    const byId = driftIssueResponseSchema.parse(
      (await server.api('GET', `/api/drift-issues/${first.id}`, { token: owner.token })).body,
    );
    const byKey = driftIssueResponseSchema.parse(
      (await server.api('GET', `/api/drift-issues/${first.key}`, { token: owner.token })).body,
    );
    expect(byKey.data.id).toBe(first.id);
    expect(byId.data).toMatchObject({
      repository_id: repositoryId,
      repository_name: 'samples/acme-orders',
      status: 'open',
      metadata: {
        detection_count: 1,
        issue_fingerprint: expect.any(String),
        detector_name: expect.stringMatching(/^driftwatch-engine\//),
      },
    });
    expect(byId.data.type_label.length).toBeGreaterThan(3);
    expect(byId.data.commit_sha).toMatch(/^[0-9a-f]{40}$/);
    expect(byId.data.affected_files.length).toBeGreaterThan(0);
    for (const path of [
      `/api/drift-issues/${first.id}`,
      `/api/drift-issues/${first.key}`,
      `/api/drift-issues/${first.id}/comments`,
      `/api/drift-issues/${first.id}/diff`,
    ]) {
      const response = await server.api('GET', path, { token: stranger.token });
      expect(response.status, path).toBe(404);
      expect(response.text).not.toContain(first.title);
    }
    expect((await server.api('GET', '/api/drift-issues/DRIFT-999999', { token: owner.token })).status).toBe(
      404,
    );
  });

  it('changes status: resolved records who, when and why; bad input and other organizations change nothing', async () => {
    const [issue] = (await list('?limit=1&status=open')).data;
    if (!issue) throw new Error('no issue');
    const bad = await server.api('PATCH', `/api/drift-issues/${issue.id}/status`, {
      token: owner.token,
      body: { status: 'done' },
    });
    expect(bad.status).toBe(422);
    const foreign = await server.api('PATCH', `/api/drift-issues/${issue.id}/status`, {
      token: stranger.token,
      body: { status: 'ignored' },
    });
    expect(foreign.status).toBe(404);
    const unchanged = driftIssueResponseSchema.parse(
      (await server.api('GET', `/api/drift-issues/${issue.id}`, { token: owner.token })).body,
    );
    expect(unchanged.data.status).toBe('open');

    const resolved = driftIssueResponseSchema.parse(
      (
        await server.api('PATCH', `/api/drift-issues/${issue.id}/status`, {
          token: owner.token,
          body: { status: 'resolved', resolved_at: new Date().toISOString(), resolution: 'Docs updated' },
        })
      ).body,
    );
    expect(resolved.data).toMatchObject({
      status: 'resolved',
      resolved_by: 'Katherine Johnson',
      resolution: 'Docs updated',
    });
    expect(resolved.data.resolved_at).not.toBeNull();
    const reopened = driftIssueResponseSchema.parse(
      (
        await server.api('PATCH', `/api/drift-issues/${issue.key}/status`, {
          token: owner.token,
          body: { status: 'in_progress' },
        })
      ).body,
    );
    expect(reopened.data).toMatchObject({
      status: 'in_progress',
      resolved_at: null,
      resolved_by: null,
      resolution: null,
    });
  });

  it('changes status in bulk, all or nothing', async () => {
    const open = (await list('?status=open&limit=3')).data.map((issue) => issue.id);
    expect(open.length).toBeGreaterThanOrEqual(2);
    const foreign = await server.api('PATCH', '/api/drift-issues/bulk/status', {
      token: stranger.token,
      body: { issue_ids: open, status: 'ignored' },
    });
    expect(foreign.status).toBe(404);
    const empty = await server.api('PATCH', '/api/drift-issues/bulk/status', {
      token: owner.token,
      body: { issue_ids: [], status: 'ignored' },
    });
    expect(empty.status).toBe(422);
    expect((await list('?status=ignored')).total).toBe(0);
    const response = await server.api<{ updated: number }>('PATCH', '/api/drift-issues/bulk/status', {
      token: owner.token,
      body: { issue_ids: open, status: 'ignored' },
    });
    expect(response.status).toBe(200);
    expect(response.body.updated).toBe(open.length);
    expect((await list('?status=ignored')).total).toBe(open.length);
  });

  it('exports CSV by default and JSON on request, as downloads', async () => {
    const csv = await server.api('GET', '/api/drift-issues/export', { token: owner.token });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toBe('attachment; filename="drift-issues-export.csv"');
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]?.startsWith('key,id,title,severity,status')).toBe(true);
    expect(lines.length).toBeGreaterThanOrEqual(total + 1);
    const json = await server.api<{ data: Array<{ status: string }> }>(
      'GET',
      '/api/drift-issues/export?format=json&status=ignored',
      {
        token: owner.token,
      },
    );
    expect(json.headers.get('content-disposition')).toBe('attachment; filename="drift-issues-export.json"');
    expect(json.body.data.length).toBeGreaterThan(0);
    expect(json.body.data.every((issue) => issue.status === 'ignored')).toBe(true);
    expect(
      (await server.api('GET', '/api/drift-issues/export?format=xml', { token: owner.token })).status,
    ).toBe(422);
    const foreign = await server.api('GET', '/api/drift-issues/export', { token: stranger.token });
    expect(foreign.text.trim().split('\r\n')).toHaveLength(1);
  });

  it('keeps comments per issue', async () => {
    const [issue] = (await list('?limit=1')).data;
    if (!issue) throw new Error('no issue');
    const path = `/api/drift-issues/${issue.id}/comments`;
    expect((await server.api('POST', path, { token: owner.token, body: { comment: '   ' } })).status).toBe(
      422,
    );
    expect((await server.api('POST', path, { token: stranger.token, body: { comment: 'hi' } })).status).toBe(
      404,
    );
    const created = await server.api('POST', path, {
      token: owner.token,
      body: { comment: 'Checking with the API team' },
    });
    expect(created.status).toBe(201);
    expect(driftIssueCommentResponseSchema.parse(created.body).comment.author.name).toBe('Katherine Johnson');
    const comments = driftIssueCommentListResponseSchema.parse(
      (await server.api('GET', path, { token: owner.token })).body,
    );
    expect(comments.comments.map((comment) => comment.comment)).toEqual(['Checking with the API team']);
  });

  it('points each sample issue at the commit that introduced its drift, whose diff holds the change', async () => {
    const expected = JSON.parse(
      await readFile(path.join(defaultSamplesDir(), 'acme-orders', 'expected.json'), 'utf8'),
    ) as { expected: Array<{ path: string; line: number; identifier: string }> };
    const manifest = await readSampleManifest('acme-orders');
    const issues = await details('?limit=200');
    for (const drift of expected.expected) {
      const where = `${drift.path}:${drift.line}`;
      const origin = sampleOrigins[where];
      const step = manifest.commits.find((commit) => commit.step === origin?.step);
      if (!origin || !step) throw new Error(`no origin for ${where}`);
      const issue = issues.find(
        (candidate) =>
          candidate.metadata.doc_location === drift.path && candidate.metadata.doc_line === drift.line,
      );
      if (!issue) throw new Error(`the sample scan did not report ${where} (${drift.identifier})`);
      expect({ where, message: issue.commit_message, author: issue.author }).toEqual({
        where,
        message: step.message,
        author: step.author.name,
      });
      const diff = driftIssueDiffResponseSchema.parse(
        (await server.api('GET', `/api/drift-issues/${issue.id}/diff`, { token: owner.token })).body,
      );
      expect(diff.commit_sha, where).toBe(issue.commit_sha);
      expect(diff.commit_message, where).toBe(step.message);
      const shown = diff.files.some(
        (file) =>
          file.patch.includes(origin.changed) ||
          file.path === origin.changed ||
          file.previous_path === origin.changed,
      );
      expect(shown, `${where}: ${origin.changed} in the diff of ${step.step}`).toBe(true);
    }
  });

  it('shows the diff of the detecting commit, plain and structured with concerns', async () => {
    const [issue] = await details('?limit=1');
    if (!issue) throw new Error('no issue');
    const diff = driftIssueDiffResponseSchema.parse(
      (await server.api('GET', `/api/drift-issues/${issue.id}/diff`, { token: owner.token })).body,
    );
    expect(diff.commit_sha).toBe(issue.commit_sha);
    expect(diff.files.length).toBeGreaterThan(0);
    expect(diff.files.every((file) => typeof file.patch === 'string')).toBe(true);
    const byRepository = driftIssueDiffResponseSchema.parse(
      (
        await server.api('GET', `/api/repositories/${repositoryId}/issues/${issue.key}/diff`, {
          token: owner.token,
        })
      ).body,
    );
    expect(byRepository.commit_sha).toBe(diff.commit_sha);
    const structured = structuredDiffResponseSchema.parse(
      (await server.api('GET', `/api/drift-issues/${issue.id}/structured-diff`, { token: owner.token })).body,
    );
    expect(structured.stats.files).toBe(diff.files.length);
    expect(structured.concerns.length).toBeGreaterThan(0);
    const lines = structured.files.flatMap((file) => file.hunks.flatMap((hunk) => hunk.lines));
    expect(lines.some((line) => line.type === 'added')).toBe(true);
  });
});
