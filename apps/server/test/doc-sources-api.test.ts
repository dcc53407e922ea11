import {
  createDocSourceResponseSchema,
  docSourceListResponseSchema,
  docSourceRepositoriesResponseSchema,
  docSourceScanResponseSchema,
  driftIssueListResponseSchema,
  driftIssueResponseSchema,
  errorResponseSchema,
  integrationListResponseSchema,
  notificationChannelListResponseSchema,
  notionPagesResponseSchema,
  repositoryDocSourcesResponseSchema,
} from '@driftwatch/contract';
import { updateDocSource } from '@driftwatch/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueDueDocSources } from '../src/services/doc-sources/enqueue-due-doc-sources.js';
import { createTeamMember, type TeamMember, waitFor } from './support/accounts.js';
import { connectNotion } from './support/fakes/notion/connect-notion.js';
import {
  blocks,
  type FakeBlock,
  type FakePage,
  pageUrl,
  text,
} from './support/fakes/notion/notion-objects.js';
import { type FakeNotion, startFakeNotion } from './support/fakes/notion/start-fake-notion.js';
import { createGitRepository } from './support/git-fixture.js';
import { startTestServer, type TestServer } from './support/start-test-server.js';

const code = 'export function createOrder(items: string[]) { return items.length; }\n';

function guideBlocks(claim: string): FakeBlock[] {
  return [
    blocks.heading(1, 'Orders'),
    blocks.paragraph('Use ', text(claim, { code: true }), ' to place an order.'),
    blocks.toggle('More', [blocks.paragraph('Orders are kept for a year.')]),
  ];
}

describe('doc sources against a fake Notion', () => {
  let fake: FakeNotion;
  let server: TestServer;
  let owner: TeamMember;
  let stranger: TeamMember;
  let repositoryId: string;
  let strangerRepositoryId: string;
  let guide: FakePage;
  let reference: FakePage;
  let sourceId: string;

  const api = (method: string, path: string, body?: unknown, token = owner.token) =>
    server.api(method, path, { token, ...(body === undefined ? {} : { body }) });

  async function connectRepository(member: TeamMember): Promise<string> {
    const fixture = await createGitRepository({ 'src/orders.ts': code, 'README.md': '# Shop\n' });
    const response = await server.api<{ repository: { id: string } }>('POST', '/api/repositories', {
      token: member.token,
      body: { provider: 'git', url: fixture.dir },
    });
    expect(response.status, response.text).toBe(201);
    return response.body.repository.id;
  }

  async function listSources(token = owner.token) {
    return docSourceListResponseSchema.parse((await api('GET', '/api/doc-sources', undefined, token)).body)
      .docSources;
  }

  /** The repository's issues in full (the list shows a summary of each). */
  async function externalIssues() {
    const response = await api('GET', `/api/drift-issues?repository=${repositoryId}&limit=100`);
    const issues = [];
    for (const item of driftIssueListResponseSchema.parse(response.body).data) {
      const detail = await api('GET', `/api/drift-issues/${item.id}`);
      issues.push(driftIssueResponseSchema.parse(detail.body).data);
    }
    return issues.filter((issue) => issue.category === 'external_docs');
  }

  beforeAll(async () => {
    fake = await startFakeNotion();
    server = await startTestServer('pglite', { env: fake.env });
    [owner, stranger] = await Promise.all([
      createTeamMember(server, 'Nora Owner'),
      createTeamMember(server, 'Eve Stranger'),
    ]);
    guide = fake.state.addPage('API guide', guideBlocks('createOrder(items, coupon)'));
    reference = fake.state.addPage('Reference', [
      blocks.table([
        ['Function', 'Returns'],
        ['createOrder', 'number'],
      ]),
    ]);
    fake.state.addPage('Unrelated notes', [blocks.paragraph('Nothing here.')]);
    expect(await connectNotion(server, owner.token)).toBe('http://driftwatch.test/knowledge?success=notion');
    repositoryId = await connectRepository(owner);
    strangerRepositoryId = await connectRepository(stranger);
  }, 120_000);

  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  it('lists the pages the integration sees, paginated by Notion cursor', async () => {
    const first = notionPagesResponseSchema.parse(
      (await api('GET', '/api/integrations/notion/pages?page_size=2')).body,
    );
    expect(first.pages).toHaveLength(2);
    expect(first.has_more).toBe(true);
    const rest = notionPagesResponseSchema.parse(
      (await api('GET', `/api/integrations/notion/pages?page_size=2&cursor=${first.next_cursor}`)).body,
    );
    const titles = [...first.pages, ...rest.pages].map((page) => page.title).sort();
    expect(titles).toEqual(['API guide', 'Reference', 'Unrelated notes']);
    expect(rest.has_more).toBe(false);
  });

  it('says Notion is not connected for an organization without it', async () => {
    const response = await api('GET', '/api/integrations/notion/pages', undefined, stranger.token);
    expect(response.status).toBe(409);
    expect(errorResponseSchema.parse(response.body).error.message).toContain('Notion is not connected');
  });

  it('refuses bad input with field messages and stores nothing', async () => {
    const valid = { provider: 'notion', name: 'Guides', scope: { pageIds: [guide.id] } };
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...valid, name: ' ' }, 'Add a name and select at least one page'],
      [{ ...valid, scope: { pageIds: [] } }, 'Add a name and select at least one page'],
      [{ ...valid, provider: 'sharepoint' }, 'Unsupported provider'],
      [{ ...valid, provider: 'confluence' }, 'is not a Confluence page id'],
      [{ ...valid, scope: { pageIds: ['not-a-page'] } }, 'not-a-page is not a Notion page id'],
      [{ ...valid, schedule: { type: 'custom' } }, 'Enter a cron expression for a custom schedule'],
      [{ ...valid, schedule: { type: 'hourly' } }, 'Use one of: daily, weekly, custom'],
      [{ ...valid, repositoryIds: [strangerRepositoryId] }, 'No such repository'],
      [{ ...valid, extra: true }, ''],
    ];
    for (const [body, message] of cases) {
      const response = await api('POST', '/api/doc-sources', body);
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(response.text).toContain(message);
    }
    expect(await listSources()).toEqual([]);
    const noNotion = await api('POST', '/api/doc-sources', valid, stranger.token);
    expect(noNotion.status).toBe(409);
    expect(await listSources(stranger.token)).toEqual([]);
  });

  it('creates a source linked to a repository, scans it and points issues at the exact block', async () => {
    const created = await api('POST', '/api/doc-sources', {
      provider: 'notion',
      name: 'Product docs',
      scope: { pageIds: [guide.id, reference.id] },
      repositoryIds: [repositoryId],
    });
    expect(created.status, created.text).toBe(201);
    const { id, docSource } = createDocSourceResponseSchema.parse(created.body);
    sourceId = id;
    expect(docSource).toMatchObject({
      status: 'idle',
      schedule: { type: 'daily', customCron: null },
      repositoryIds: [repositoryId],
    });

    const scanned = await api('POST', `/api/doc-sources/${id}/scan`);
    expect(scanned.status, scanned.text).toBe(200);
    const result = docSourceScanResponseSchema.parse(scanned.body);
    expect(result.repositories).toEqual([expect.objectContaining({ id: repositoryId, error: null })]);
    expect(result.issues_found).toBeGreaterThanOrEqual(1);
    expect(result.pages_synced).toBe(2);

    const issues = await externalIssues();
    const claim = guide.blocks[1];
    const issue = issues.find((candidate) => candidate.metadata.doc_claim?.includes('createOrder'));
    expect(issue?.metadata).toMatchObject({
      doc_source_type: 'notion',
      doc_location: `${pageUrl(guide)}#${claim?.id.replaceAll('-', '')}`,
      notion_page_id: guide.id.replaceAll('-', ''),
    });

    const [listed] = await listSources();
    expect(listed).toMatchObject({ status: 'ok', lastError: null });
    expect(listed?.lastSyncAt).not.toBeNull();
    expect(listed?.pages.map((page) => page.title)).toEqual(['API guide', 'Reference']);
    const linked = docSourceRepositoriesResponseSchema.parse(
      (await api('GET', `/api/doc-sources/${id}/repositories`)).body,
    );
    expect(linked.repositories.map((repository) => repository.id)).toEqual([repositoryId]);
    const onCard = repositoryDocSourcesResponseSchema.parse(
      (await api('GET', `/api/repositories/${repositoryId}/doc-sources`)).body,
    );
    expect(onCard.docSources.map((source) => source.id)).toEqual([id]);
  }, 120_000);

  it('reads again only the pages whose last_edited_time changed, and resolves drift that is gone', async () => {
    fake.state.requests.length = 0;
    const unchanged = docSourceScanResponseSchema.parse(
      (await api('POST', `/api/doc-sources/${sourceId}/scan`)).body,
    );
    expect(unchanged.pages_synced).toBe(0);
    expect(fake.state.requests.filter((request) => request.path.startsWith('/v1/blocks'))).toEqual([]);

    fake.state.editPage(guide.id, guideBlocks('createOrder(items)'));
    fake.state.requests.length = 0;
    const edited = docSourceScanResponseSchema.parse(
      (await api('POST', `/api/doc-sources/${sourceId}/scan`)).body,
    );
    expect(edited.pages_synced).toBe(1);
    const read = fake.state.requests.filter((request) => request.path.startsWith('/v1/blocks'));
    expect(read.length).toBeGreaterThan(0);
    expect(read.every((request) => !request.path.includes(reference.id))).toBe(true);
    const open = (await externalIssues()).filter((issue) => issue.status === 'open');
    expect(open.filter((issue) => issue.metadata.doc_claim?.includes('coupon'))).toEqual([]);
  }, 120_000);

  it('reports a page that disappeared on the source instead of failing', async () => {
    fake.state.pages.delete(reference.id);
    const response = await api('POST', `/api/doc-sources/${sourceId}/scan`);
    expect(response.status, response.text).toBe(200);
    expect(docSourceScanResponseSchema.parse(response.body).pages_failed).toBe(1);
    const [source] = await listSources();
    expect(source?.lastError).toContain('could not be read');
    expect(source?.pages.find((page) => page.id === reference.id)?.error).toContain('no longer shared');
  }, 120_000);

  it('syncs a source whose scheduled time has come through the job scheduler', async () => {
    const [before] = await listSources();
    await updateDocSource(server.context.db, owner.organizationId, sourceId, {
      nextSyncAt: new Date(Date.now() - 60_000),
    });
    expect(await enqueueDueDocSources(server.context)).toBe(1);
    expect(await enqueueDueDocSources(server.context)).toBe(0);
    const after = await waitFor(async () => {
      const [source] = await listSources();
      return source?.lastSyncAt !== before?.lastSyncAt ? source : undefined;
    });
    expect(after.status).toBe('ok');
    const custom = await api('PUT', `/api/doc-sources/${sourceId}`, {
      schedule: { type: 'custom', customCron: '0 9 * * 1' },
    });
    expect(custom.status, custom.text).toBe(200);
    expect((await listSources())[0]?.schedule).toEqual({ type: 'custom', customCron: '0 9 * * 1' });
  }, 60_000);

  it('keeps other organizations out of every source call', async () => {
    const paths: Array<[string, string, unknown?]> = [
      ['PUT', `/api/doc-sources/${sourceId}`, { scope: { pageIds: [guide.id] } }],
      ['DELETE', `/api/doc-sources/${sourceId}`],
      ['POST', `/api/doc-sources/${sourceId}/scan`],
      ['GET', `/api/doc-sources/${sourceId}/repositories`],
      ['GET', `/api/doc-sources/${sourceId}/notification-channels`],
      [
        'POST',
        `/api/doc-sources/${sourceId}/notification-channels`,
        { type: 'email', events: ['syncFailed'], emails: 'eve@example.com' },
      ],
      ['DELETE', `/api/doc-sources/${sourceId}/notification-channels/0`],
      ['POST', `/api/repositories/${strangerRepositoryId}/doc-sources/${sourceId}`],
      ['POST', `/api/repositories/${repositoryId}/doc-sources/${sourceId}`],
    ];
    for (const [method, path, body] of paths) {
      const response = await api(method, path, body, stranger.token);
      expect(response.status, `${method} ${path}`).toBe(404);
    }
    expect(await listSources(stranger.token)).toEqual([]);
    expect(await listSources()).toHaveLength(1);
  });

  it('updates the scope, links and unlinks repositories, and manages channels by index', async () => {
    const bad = await api('PUT', `/api/doc-sources/${sourceId}`, { scope: { pageIds: [] } });
    expect(bad.status).toBe(422);
    const updated = await api('PUT', `/api/doc-sources/${sourceId}`, { scope: { pageIds: [guide.id] } });
    expect(updated.status, updated.text).toBe(200);
    expect((await listSources())[0]?.scope.pageIds).toEqual([guide.id]);

    const wrongEvent = await api('POST', `/api/doc-sources/${sourceId}/notification-channels`, {
      type: 'email',
      events: ['resolved'],
      emails: 'nora@example.com',
    });
    expect(wrongEvent.status).toBe(422);
    const added = await api('POST', `/api/doc-sources/${sourceId}/notification-channels`, {
      type: 'email',
      events: ['syncFailed', 'scanCompleted'],
      emails: 'nora@example.com',
    });
    expect(added.status, added.text).toBe(201);
    const channels = notificationChannelListResponseSchema.parse(
      (await api('GET', `/api/doc-sources/${sourceId}/notification-channels`)).body,
    ).channels;
    expect(channels.map((channel) => channel.events)).toEqual([['syncFailed', 'scanCompleted']]);

    const unlinked = await api('DELETE', `/api/repositories/${repositoryId}/doc-sources/${sourceId}`);
    expect(repositoryDocSourcesResponseSchema.parse(unlinked.body).docSources).toEqual([]);
    expect(await externalIssues()).toEqual([]);
    const relinked = await api('POST', `/api/repositories/${repositoryId}/doc-sources/${sourceId}`);
    expect(repositoryDocSourcesResponseSchema.parse(relinked.body).docSources).toHaveLength(1);
  });

  it('marks the source and the integration broken when Notion revokes the token, and sends syncFailed', async () => {
    fake.state.validTokens.clear();
    const response = await api('POST', `/api/doc-sources/${sourceId}/scan`);
    expect(response.status).toBe(409);
    expect(errorResponseSchema.parse(response.body).error.message).toContain('connect Notion again');
    const [source] = await listSources();
    expect(source).toMatchObject({ status: 'error' });
    expect(source?.lastError).toContain('refused the stored token');
    const integrations = integrationListResponseSchema.parse((await api('GET', '/api/integrations')).body);
    expect(integrations.integrations.find((item) => item.platform === 'notion')?.status).toBe('broken');
    const mail = await server.smtp.waitForMail('nora@example.com', 30_000, (candidate) =>
      candidate.subject.includes('Sync of Product docs failed'),
    );
    expect(mail.decoded).toContain('refused the stored token');
  }, 60_000);

  it('deletes a source with its channels', async () => {
    const deleted = await api('DELETE', `/api/doc-sources/${sourceId}`);
    expect(deleted.status).toBe(200);
    expect(await listSources()).toEqual([]);
    expect((await api('GET', `/api/doc-sources/${sourceId}/notification-channels`)).status).toBe(404);
  });
});
