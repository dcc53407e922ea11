import {
  createDocSourceResponseSchema,
  docSourceListResponseSchema,
  driftIssueListResponseSchema,
  driftIssueResponseSchema,
  errorResponseSchema,
  type LiveEvent,
  type Scan,
  scanListResponseSchema,
  scanResponseSchema,
  triggerScanResponseSchema,
} from '@driftwatch/contract';
import { updateDocSource } from '@driftwatch/db';
import { findDocSourceById } from '@driftwatch/db/worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTeamMember, type TeamMember, waitFor } from './support/accounts.js';
import { connectNotion } from './support/fakes/notion/connect-notion.js';
import { blocks, type FakePage, text } from './support/fakes/notion/notion-objects.js';
import { type FakeNotion, startFakeNotion } from './support/fakes/notion/start-fake-notion.js';
import { createGitRepository } from './support/git-fixture.js';
import { startTestServer, type TestServer } from './support/start-test-server.js';

const refund = 'export function refundOrder(orderId: string) { return orderId; }\n';
const orders = `${refund}export function cancelOrder(orderId: string) { return orderId; }\n`;
const withReason = `${refund}export function cancelOrder(orderId: string, reason: string) { return orderId + reason; }\n`;

function claimBlocks(name: string) {
  return [
    blocks.heading(1, 'Orders'),
    blocks.paragraph('Call ', text(`${name}(orderId, reason)`, { code: true }), '.'),
  ];
}

describe('repository scans check the doc sources linked to the repository', () => {
  let fake: FakeNotion;
  let server: TestServer;
  let owner: TeamMember;
  let fixture: Awaited<ReturnType<typeof createGitRepository>>;
  let repositoryId: string;
  let sourceId: string;
  let guide: FakePage;

  const api = (method: string, path: string, body?: unknown) =>
    server.api(method, path, { token: owner.token, ...(body === undefined ? {} : { body }) });

  async function scanRepository(body?: unknown): Promise<Scan> {
    const response = await api('POST', `/api/repositories/${repositoryId}/scan`, body);
    expect(response.status, response.text).toBe(202);
    const { scan } = triggerScanResponseSchema.parse(response.body);
    return waitFor(
      async () => {
        const found = scanResponseSchema.parse((await api('GET', `/api/scans/${scan.id}`)).body).scan;
        return found.status === 'succeeded' || found.status === 'failed' ? found : undefined;
      },
      90_000,
      'the repository scan',
    );
  }

  async function sourceIssues() {
    const response = await api('GET', `/api/drift-issues?repository=${repositoryId}&limit=100`);
    const issues = [];
    for (const item of driftIssueListResponseSchema.parse(response.body).data) {
      const detail = driftIssueResponseSchema.parse((await api('GET', `/api/drift-issues/${item.id}`)).body);
      if (detail.data.category === 'external_docs') issues.push(detail.data);
    }
    return issues;
  }

  async function issueNaming(name: string) {
    return (await sourceIssues()).find((issue) => issue.metadata.doc_claim?.includes(name));
  }

  async function scanCount(): Promise<number> {
    const response = await api('GET', `/api/repositories/${repositoryId}/scans`);
    return scanListResponseSchema.parse(response.body).scans.length;
  }

  beforeAll(async () => {
    fake = await startFakeNotion();
    server = await startTestServer('pglite', { env: fake.env });
    owner = await createTeamMember(server, 'Nora Owner');
    guide = fake.state.addPage('Orders guide', claimBlocks('cancelOrder'));
    expect(await connectNotion(server, owner.token)).toContain('success=notion');
    fixture = await createGitRepository({ 'src/orders.ts': orders, 'README.md': '# Shop\n' });
    const connected = await server.api<{ repository: { id: string } }>('POST', '/api/repositories', {
      token: owner.token,
      body: { provider: 'git', url: fixture.dir },
    });
    expect(connected.status, connected.text).toBe(201);
    repositoryId = connected.body.repository.id;
    // The first scan runs before the source exists, so each test's scan is the only one running.
    await waitFor(
      async () => {
        const { scans } = scanListResponseSchema.parse(
          (await api('GET', `/api/repositories/${repositoryId}/scans`)).body,
        );
        return scans.length > 0 && scans.every((scan) => scan.status === 'succeeded') ? true : undefined;
      },
      120_000,
      'the first scan',
    );
    const created = await api('POST', '/api/doc-sources', {
      provider: 'notion',
      name: 'Orders docs',
      scope: { pageIds: [guide.id] },
      repositoryIds: [repositoryId],
    });
    expect(created.status, created.text).toBe(201);
    sourceId = createDocSourceResponseSchema.parse(created.body).id;
  }, 180_000);

  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  it('syncs a source never synced, checks it against the scanned commit and shows the progress live', async () => {
    const events: LiveEvent[] = [];
    const unsubscribe = server.context.live.subscribe(owner.organizationId, (event) => {
      if (event.type.startsWith('doc_source.')) events.push(event);
    });
    const scan = await scanRepository();
    unsubscribe();
    expect(scan).toMatchObject({ status: 'succeeded', error: null });
    const issue = await issueNaming('cancelOrder');
    expect(issue).toMatchObject({ status: 'open', category: 'external_docs' });
    expect(issue?.metadata.doc_source_type).toBe('notion');
    const [source] = docSourceListResponseSchema.parse(
      (await api('GET', '/api/doc-sources')).body,
    ).docSources;
    expect(source).toMatchObject({ status: 'ok', lastError: null });
    expect(source?.lastSyncAt).not.toBeNull();
    const phases = events.map((event) =>
      event.type === 'doc_source.progress'
        ? `${event.phase} ${event.done}/${event.total}`
        : `${event.type} ${event.type === 'doc_source.finished' ? event.status : ''}`,
    );
    expect(phases).toContain('syncing 1/1');
    expect(phases.indexOf('syncing 1/1')).toBeLessThan(phases.indexOf('scanning 0/0'));
    expect(phases.at(-1)).toBe('doc_source.finished ok');
  }, 120_000);

  it('uses the cached pages when no sync is due and resolves the drift a commit fixed', async () => {
    fake.state.requests.length = 0;
    await fixture.commit({ 'src/orders.ts': withReason }, 'cancelOrder takes a reason');
    const scan = await scanRepository();
    expect(scan.status).toBe('succeeded');
    expect(fake.state.requests).toEqual([]);
    expect((await issueNaming('cancelOrder'))?.status).toBe('resolved');
  }, 120_000);

  it('leaves the sources alone when include_external_docs is false', async () => {
    await fixture.commit({ 'src/orders.ts': orders }, 'cancelOrder without a reason again');
    await scanRepository({ options: { include_external_docs: false } });
    expect((await issueNaming('cancelOrder'))?.status).toBe('resolved');
    await scanRepository({ options: { include_external_docs: true } });
    expect((await issueNaming('cancelOrder'))?.status).toBe('open');
  }, 180_000);

  it('syncs a source whose pages are due first, reading the changed page, and keeps its schedule', async () => {
    // Due because never synced: a past nextSyncAt would also hand the source to the minute's scheduler.
    const scheduled = new Date(Date.now() + 3_600_000);
    await updateDocSource(server.context.db, owner.organizationId, sourceId, {
      nextSyncAt: scheduled,
      lastSyncAt: null,
    });
    fake.state.editPage(guide.id, claimBlocks('refundOrder'));
    fake.state.requests.length = 0;
    await scanRepository();
    expect(fake.state.requests.some((request) => request.path.startsWith('/v1/blocks'))).toBe(true);
    expect((await issueNaming('refundOrder'))?.status).toBe('open');
    expect((await issueNaming('cancelOrder'))?.status).toBe('resolved');
    // The source's own run still comes: it checks every linked repository, not only this one.
    const source = await findDocSourceById(server.context.db, sourceId);
    expect(source?.nextSyncAt?.getTime()).toBe(scheduled.getTime());
    expect(source?.lastSyncAt).not.toBeNull();
  }, 120_000);

  it('records a sync failure on the source and still finishes the repository scan', async () => {
    await updateDocSource(server.context.db, owner.organizationId, sourceId, { lastSyncAt: null });
    const tokens = [...fake.state.validTokens];
    fake.state.validTokens.clear();
    const scan = await scanRepository();
    for (const token of tokens) fake.state.validTokens.add(token);
    expect(scan).toMatchObject({ status: 'succeeded', error: null });
    const source = await findDocSourceById(server.context.db, sourceId);
    expect(source).toMatchObject({ status: 'error' });
    expect(source?.lastError).toContain('refused the stored token');
  }, 120_000);

  it('refuses a scan options object it does not know, with field messages, and queues nothing', async () => {
    const before = await scanCount();
    for (const options of [{ include_external_docs: 'yes' }, { include_external_doc: true }, 'all']) {
      const response = await api('POST', `/api/repositories/${repositoryId}/scan`, { options });
      expect(response.status, JSON.stringify(options)).toBe(422);
      const { error } = errorResponseSchema.parse(response.body);
      expect(error.code).toBe('VALIDATION_ERROR');
      const paths = (error.details?.fields ?? []).map((field) => field.path);
      expect(
        paths.some((path) => path.startsWith('options')),
        paths.join(),
      ).toBe(true);
    }
    expect(await scanCount()).toBe(before);
  });
});
