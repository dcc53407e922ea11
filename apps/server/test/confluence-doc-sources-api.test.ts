import {
  confluencePagesResponseSchema,
  confluenceSpacesResponseSchema,
  createDocSourceResponseSchema,
  docSourceListResponseSchema,
  docSourceScanResponseSchema,
  driftIssueListResponseSchema,
  driftIssueResponseSchema,
  errorResponseSchema,
  integrationListResponseSchema,
} from '@driftwatch/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTeamMember, type TeamMember } from './support/accounts.js';
import type {
  FakeConfluencePage,
  FakeConfluenceSpace,
} from './support/fakes/confluence/confluence-objects.js';
import { storage } from './support/fakes/confluence/confluence-objects.js';
import { connectConfluence } from './support/fakes/confluence/connect-confluence.js';
import {
  type FakeConfluence,
  startFakeConfluence,
} from './support/fakes/confluence/start-fake-confluence.js';
import { createGitRepository } from './support/git-fixture.js';
import { startTestServer, type TestServer } from './support/start-test-server.js';

const code = 'export function createOrder(items: string[]) { return items.length; }\n';

function guideBody(claim: string): string {
  return [
    storage.heading(1, 'Orders'),
    storage.paragraph(`Use <code>${claim}</code> to place an order.`),
    storage.panel('info', storage.paragraph('Orders are kept for a year.')),
  ].join('');
}

async function connectRepository(server: TestServer, member: TeamMember): Promise<string> {
  const fixture = await createGitRepository({ 'src/orders.ts': code, 'README.md': '# Shop\n' });
  const response = await server.api<{ repository: { id: string } }>('POST', '/api/repositories', {
    token: member.token,
    body: { provider: 'git', url: fixture.dir },
  });
  expect(response.status, response.text).toBe(201);
  return response.body.repository.id;
}

describe('Confluence doc sources through OAuth (3LO) against a fake Confluence', () => {
  let fake: FakeConfluence;
  let server: TestServer;
  let owner: TeamMember;
  let stranger: TeamMember;
  let repositoryId: string;
  let space: FakeConfluenceSpace;
  let guide: FakeConfluencePage;
  let child: FakeConfluencePage;
  let reference: FakeConfluencePage;
  let sourceId: string;

  const api = (method: string, path: string, body?: unknown, token = owner.token) =>
    server.api(method, path, { token, ...(body === undefined ? {} : { body }) });

  async function listSources(token = owner.token) {
    return docSourceListResponseSchema.parse((await api('GET', '/api/doc-sources', undefined, token)).body)
      .docSources;
  }

  async function externalIssues() {
    const response = await api('GET', `/api/drift-issues?repository=${repositoryId}&limit=100`);
    const issues = [];
    for (const item of driftIssueListResponseSchema.parse(response.body).data) {
      const detail = await api('GET', `/api/drift-issues/${item.id}`);
      issues.push(driftIssueResponseSchema.parse(detail.body).data);
    }
    return issues.filter((issue) => issue.category === 'external_docs');
  }

  const bodyReads = () =>
    fake.state.requests.filter((request) => request.path.includes('body-format=storage'));

  beforeAll(async () => {
    fake = await startFakeConfluence();
    server = await startTestServer('pglite', { env: fake.env });
    [owner, stranger] = await Promise.all([
      createTeamMember(server, 'Cora Owner'),
      createTeamMember(server, 'Eve Stranger'),
    ]);
    space = fake.state.addSpace('ENG', 'Engineering');
    fake.state.addSpace('HR', 'People');
    guide = fake.state.addPage(space, 'API guide', guideBody('createOrder(items, coupon)'));
    child = fake.state.addPage(
      space,
      'Orders reference',
      storage.paragraph('Call <code>createOrder(items, options, note)</code> with a note.'),
      guide,
    );
    reference = fake.state.addPage(space, 'Reference', storage.paragraph('Nothing to check.'));
    expect(await connectConfluence(server, owner.token)).toBe(
      'http://driftwatch.test/knowledge?success=confluence',
    );
    repositoryId = await connectRepository(server, owner);
  }, 120_000);

  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  it('keeps the site found through accessible-resources, and no token in the answer', async () => {
    const response = await api('GET', '/api/integrations');
    const list = integrationListResponseSchema.parse(response.body);
    expect(list.integrations.find((item) => item.platform === 'confluence')).toMatchObject({
      status: 'connected',
      teamName: 'fake-site',
      externalId: fake.state.cloudId,
    });
    expect(list.catalogue.find((entry) => entry.id === 'confluence')).toMatchObject({
      comingSoon: false,
      configured: true,
    });
    expect(response.text).not.toContain('atl-');
  });

  it('lists spaces and their pages, paginated by the v2 cursor', async () => {
    const first = confluenceSpacesResponseSchema.parse(
      (await api('GET', '/api/integrations/confluence/spaces?limit=1')).body,
    );
    expect(first.spaces).toEqual([expect.objectContaining({ key: 'ENG', name: 'Engineering' })]);
    expect(first.next_cursor).not.toBeNull();
    const rest = confluenceSpacesResponseSchema.parse(
      (await api('GET', `/api/integrations/confluence/spaces?limit=1&cursor=${first.next_cursor}`)).body,
    );
    expect(rest.spaces.map((item) => item.key)).toEqual(['HR']);
    expect(rest.next_cursor).toBeNull();

    const pages = confluencePagesResponseSchema.parse(
      (await api('GET', `/api/integrations/confluence/pages?space_id=${space.id}&limit=2`)).body,
    );
    expect(pages.pages.map((page) => page.title)).toEqual(['API guide', 'Orders reference']);
    expect(pages.pages[1]).toMatchObject({ parentId: guide.id, version: 1, spaceId: space.id });
    expect(pages.pages[0]?.url).toBe(`${fake.url}/wiki/spaces/ENG/pages/${guide.id}/API+guide`);
    expect(pages.has_more).toBe(true);
    const more = confluencePagesResponseSchema.parse(
      (
        await api(
          'GET',
          `/api/integrations/confluence/pages?space_id=${space.id}&cursor=${pages.next_cursor}`,
        )
      ).body,
    );
    expect(more.pages.map((page) => page.title)).toEqual(['Reference']);

    const missing = await api('GET', '/api/integrations/confluence/pages');
    expect(missing.status).toBe(422);
    const foreign = await api('GET', '/api/integrations/confluence/spaces', undefined, stranger.token);
    expect(foreign.status).toBe(409);
    expect(errorResponseSchema.parse(foreign.body).error.message).toContain('Confluence is not connected');
  });

  it('refuses bad input with field messages and stores nothing', async () => {
    const valid = { provider: 'confluence', name: 'Wiki', scope: { pageIds: [guide.id] } };
    const bad = await api('POST', '/api/doc-sources', { ...valid, scope: { pageIds: ['not-a-page'] } });
    expect(bad.status).toBe(422);
    expect(bad.text).toContain('not-a-page is not a Confluence page id');
    const notConnected = await api('POST', '/api/doc-sources', valid, stranger.token);
    expect(notConnected.status).toBe(409);
    expect(notConnected.text).toContain('Confluence is not connected');
    expect(await listSources()).toEqual([]);
  });

  it('creates a source, reads child pages as their own, and points issues at the page and heading', async () => {
    const created = await api('POST', '/api/doc-sources', {
      provider: 'confluence',
      name: 'Engineering wiki',
      scope: { pageIds: [guide.id, reference.id] },
      repositoryIds: [repositoryId],
    });
    expect(created.status, created.text).toBe(201);
    sourceId = createDocSourceResponseSchema.parse(created.body).id;

    const scanned = await api('POST', `/api/doc-sources/${sourceId}/scan`);
    expect(scanned.status, scanned.text).toBe(200);
    const result = docSourceScanResponseSchema.parse(scanned.body);
    expect(result.pages_synced).toBe(3);
    expect(result.issues_found).toBeGreaterThanOrEqual(2);

    const issues = await externalIssues();
    const onGuide = issues.find((issue) => issue.metadata.doc_claim?.includes('coupon'));
    expect(onGuide?.metadata).toMatchObject({
      doc_source_type: 'confluence',
      doc_location: `${fake.url}/wiki/spaces/ENG/pages/${guide.id}/API+guide#Orders`,
      notion_page_id: null,
    });
    const onChild = issues.find((issue) => issue.metadata.doc_claim?.includes('note'));
    expect(onChild?.metadata.doc_location).toBe(
      `${fake.url}/wiki/spaces/ENG/pages/${child.id}/Orders+reference`,
    );
    const [source] = await listSources();
    expect(source).toMatchObject({ provider: 'confluence', status: 'ok', lastError: null });
    expect(source?.pages.map((page) => page.title).sort()).toEqual([
      'API guide',
      'Orders reference',
      'Reference',
    ]);
  }, 120_000);

  it('reads again only pages with a new version, waiting out 429s as Retry-After asks', async () => {
    fake.state.requests.length = 0;
    const unchanged = docSourceScanResponseSchema.parse(
      (await api('POST', `/api/doc-sources/${sourceId}/scan`)).body,
    );
    expect(unchanged.pages_synced).toBe(0);
    expect(bodyReads()).toEqual([]);

    fake.state.editPage(guide.id, guideBody('createOrder(items)'));
    fake.state.requests.length = 0;
    fake.state.rateLimit = { count: 2, retryAfterSeconds: 1 };
    const started = Date.now();
    const edited = await api('POST', `/api/doc-sources/${sourceId}/scan`);
    expect(edited.status, edited.text).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
    expect(fake.state.rateLimited).toBe(2);
    expect(docSourceScanResponseSchema.parse(edited.body).pages_synced).toBe(1);
    expect(bodyReads().map((request) => request.path)).toEqual([
      `/wiki/api/v2/pages/${guide.id}?body-format=storage`,
    ]);
    const open = (await externalIssues()).filter((issue) => issue.status === 'open');
    expect(open.filter((issue) => issue.metadata.doc_claim?.includes('coupon'))).toEqual([]);
  }, 120_000);

  it('refreshes an expiring token and keeps the rotated refresh token', async () => {
    const before = fake.state.refreshes;
    server.clock.advance(2 * 60 * 60 * 1000);
    const first = await api('POST', `/api/doc-sources/${sourceId}/scan`);
    expect(first.status, first.text).toBe(200);
    expect(fake.state.refreshes).toBe(before + 1);
    // The next refresh spends the rotated token, which the fake accepts only once.
    server.clock.advance(2 * 60 * 60 * 1000);
    const second = await api('POST', `/api/doc-sources/${sourceId}/scan`);
    expect(second.status, second.text).toBe(200);
    expect(fake.state.refreshes).toBe(before + 2);
    // An access token refused before its expiry (the grant renewed elsewhere) is refreshed once and the call retried.
    fake.state.accessTokens.clear();
    const third = await api('POST', `/api/doc-sources/${sourceId}/scan`);
    expect(third.status, third.text).toBe(200);
    expect(fake.state.refreshes).toBe(before + 3);
    const integrations = integrationListResponseSchema.parse((await api('GET', '/api/integrations')).body);
    expect(integrations.integrations.find((item) => item.platform === 'confluence')?.status).toBe(
      'connected',
    );
  }, 120_000);

  it('reports a page that disappeared on the source instead of failing', async () => {
    fake.state.pages.delete(reference.id);
    const response = await api('POST', `/api/doc-sources/${sourceId}/scan`);
    expect(response.status, response.text).toBe(200);
    expect(docSourceScanResponseSchema.parse(response.body).pages_failed).toBe(1);
    const [source] = await listSources();
    expect(source?.lastError).toContain('could not be read');
    expect(source?.pages.find((page) => page.id === reference.id)?.error).toContain('can no longer see it');
  }, 120_000);

  it('keeps other organizations out of the source', async () => {
    for (const [method, path] of [
      ['POST', `/api/doc-sources/${sourceId}/scan`],
      ['GET', `/api/doc-sources/${sourceId}/repositories`],
      ['DELETE', `/api/doc-sources/${sourceId}`],
    ] as const) {
      expect((await api(method, path, undefined, stranger.token)).status, `${method} ${path}`).toBe(404);
    }
    expect(await listSources(stranger.token)).toEqual([]);
  });

  it('marks the source and the integration broken when the grant is revoked, and sends syncFailed', async () => {
    const channel = await api('POST', `/api/doc-sources/${sourceId}/notification-channels`, {
      type: 'email',
      events: ['syncFailed'],
      emails: 'cora@example.com',
    });
    expect(channel.status, channel.text).toBe(201);
    fake.state.revokeAll();
    const response = await api('POST', `/api/doc-sources/${sourceId}/scan`);
    expect(response.status).toBe(409);
    expect(errorResponseSchema.parse(response.body).error.message).toContain('connect Confluence again');
    const [source] = await listSources();
    expect(source).toMatchObject({ status: 'error' });
    const integrations = integrationListResponseSchema.parse((await api('GET', '/api/integrations')).body);
    expect(integrations.integrations.find((item) => item.platform === 'confluence')?.status).toBe('broken');
    const mail = await server.smtp.waitForMail('cora@example.com', 30_000, (candidate) =>
      candidate.subject.includes('Sync of Engineering wiki failed'),
    );
    expect(mail.decoded).toContain('refused the stored token');
  }, 60_000);
});

describe('Confluence through an API token on a server without the OAuth app', () => {
  let fake: FakeConfluence;
  let server: TestServer;
  let member: TeamMember;

  beforeAll(async () => {
    fake = await startFakeConfluence();
    // Only the API host: the site check accepts the stand-in's address, and no OAuth app is set.
    server = await startTestServer('pglite', { env: { ATLASSIAN_API_URL: fake.url } });
    member = await createTeamMember(server, 'Tom Token');
    fake.state.apiTokens.set('tom@example.com', 'ATATT-good');
    const space = fake.state.addSpace('DOC', 'Docs');
    fake.state.addPage(space, 'Setup', storage.paragraph('Run <code>setup()</code>.'));
  }, 120_000);

  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  it('names the OAuth variables instead of starting a flow that cannot finish', async () => {
    const response = await server.api('GET', '/api/auth/confluence/connect?source=knowledge', {
      token: member.token,
    });
    expect(response.status).toBe(400);
    const { error } = errorResponseSchema.parse(response.body);
    expect(error.message).toBe(
      'Confluence is not configured on this server: set CONFLUENCE_CLIENT_ID and CONFLUENCE_CLIENT_SECRET.',
    );
    const list = integrationListResponseSchema.parse(
      (await server.api('GET', '/api/integrations', { token: member.token })).body,
    );
    expect(list.catalogue.find((entry) => entry.id === 'confluence')).toMatchObject({
      configured: false,
      missingConfig: ['CONFLUENCE_CLIENT_ID', 'CONFLUENCE_CLIENT_SECRET'],
    });
  });

  it('refuses a bad site or token with field messages, then connects with a good token', async () => {
    const connect = (body: unknown) =>
      server.api('POST', '/api/integrations/confluence/token', { token: member.token, body });
    const good = { siteUrl: `${fake.url}/wiki`, email: 'tom@example.com', apiToken: 'ATATT-good' };
    const cases: Array<[unknown, string]> = [
      [{ ...good, siteUrl: 'https://intranet.example.com' }, 'Enter your Confluence Cloud site'],
      [{ ...good, siteUrl: 'not a url' }, 'Enter the site URL'],
      [{ ...good, email: 'nope' }, 'Enter the email of the Atlassian account'],
      [{ ...good, apiToken: ' ' }, 'Enter the API token'],
      [{ ...good, apiToken: 'ATATT-wrong' }, 'refused this email and API token'],
    ];
    for (const [body, message] of cases) {
      const response = await connect(body);
      expect(response.status, JSON.stringify(body)).toBe(422);
      expect(response.text).toContain(message);
    }
    const connected = await connect(good);
    expect(connected.status, connected.text).toBe(200);
    expect(connected.text).not.toContain('ATATT-good');
    const spaces = confluenceSpacesResponseSchema.parse(
      (await server.api('GET', '/api/integrations/confluence/spaces', { token: member.token })).body,
    );
    expect(spaces.spaces.map((item) => item.key)).toEqual(['DOC']);
    const [request] = fake.state.requests.slice(-1);
    expect(request?.path.startsWith('/wiki/api/v2/spaces')).toBe(true);
  });
});
