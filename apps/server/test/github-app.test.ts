import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { findRepository } from '@driftwatch/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openGithubPublisher } from '../src/services/github/open-github-publisher.js';
import { createTeamMember, type TeamMember, waitFor } from './support/accounts.js';
import type { FakeRepository } from './support/fakes/github/fake-github-state.js';
import { type FakeGithub, startFakeGithub } from './support/fakes/github/start-fake-github.js';
import { createGitRepository } from './support/git-fixture.js';
import { startTestServer, type TestServer } from './support/start-test-server.js';

const readme = '# Shop\n\nCall `createOrder(items)` to place an order.\n';
const fixtureFiles = {
  'README.md': readme,
  'src/orders.ts': 'export function createOrder(items: string[]) {\n  return items.length;\n}\n',
};

async function installState(server: TestServer, member: TeamMember): Promise<string> {
  const connect = await server.api<{ oauth_url: string }>('GET', '/api/auth/github/connect?source=setup', {
    token: member.token,
  });
  expect(connect.status).toBe(200);
  return new URL(connect.body.oauth_url).searchParams.get('state') ?? '';
}

async function install(server: TestServer, member: TeamMember, installationId: number) {
  return server.api<{ installation: { repository_count: number; account: string } }>(
    'POST',
    '/api/integrations/github/app/installations',
    {
      token: member.token,
      body: { installation_id: installationId, state: await installState(server, member) },
    },
  );
}

async function count(server: TestServer, query: string, params: unknown[] = []): Promise<number> {
  const result = await server.database.handle.executeSql(query, params);
  return Number(result.rows[0]?.count ?? 0);
}

describe('the GitHub App against a fake GitHub', () => {
  let fake: FakeGithub;
  let server: TestServer;
  let owner: TeamMember;
  let installationId: number;
  let repo: FakeRepository;

  beforeAll(async () => {
    fake = await startFakeGithub();
    server = await startTestServer('pglite', { env: fake.env });
    fake.pointAt(server.url);
    owner = await createTeamMember(server, 'Owner One');
    installationId = fake.addInstallation('acme');
    repo = await fake.addRepository({
      owner: 'acme',
      name: 'shop',
      sourceDir: (await createGitRepository(fixtureFiles)).dir,
      installationId,
      language: 'TypeScript',
      description: 'The shop service',
    });
  }, 60_000);
  afterAll(async () => {
    await server?.close();
    await fake?.close();
  });

  it('links the connect call to the App installation page with a state', async () => {
    const connect = await server.api<{ oauth_url: string }>('GET', '/api/auth/github/connect?source=setup', {
      token: owner.token,
    });
    const url = new URL(connect.body.oauth_url);
    expect(`${url.origin}${url.pathname}`).toBe(`${fake.url}/apps/driftwatch-test/installations/new`);
    expect(url.searchParams.get('state')).toMatch(/.{20,}/);
  });

  it('saves the installation, verifies it, and offers its repositories', async () => {
    const saved = await install(server, owner, installationId);
    expect(saved.status).toBe(200);
    expect(saved.body.installation).toMatchObject({ account: 'acme', repository_count: 1 });
    const installed = await server.api(
      'GET',
      `/api/integrations/github/app/installed?installation_id=${installationId}`,
      {
        token: owner.token,
      },
    );
    expect(installed.body).toMatchObject({
      installed: true,
      installation: { installation_id: installationId },
    });
    const available = await server.api<{ repositories: Array<Record<string, unknown>> }>(
      'GET',
      '/api/repositories?connected=false',
      { token: owner.token },
    );
    expect(available.body.repositories).toContainEqual(
      expect.objectContaining({
        provider: 'github',
        externalId: String(repo.id),
        name: 'shop',
        fullName: 'acme/shop',
        language: 'TypeScript',
        description: 'The shop service',
        isPrivate: true,
        defaultBranch: 'main',
      }),
    );
  });

  it('refuses a state that was spent or never issued, storing nothing', async () => {
    const state = await installState(server, owner);
    const first = await server.api('POST', '/api/integrations/github/app/installations', {
      token: owner.token,
      body: { installation_id: installationId, state },
    });
    expect(first.status).toBe(200);
    const replay = await server.api('POST', '/api/integrations/github/app/installations', {
      token: owner.token,
      body: { installation_id: installationId, state },
    });
    expect(replay.status).toBe(400);
    const missing = await server.api<{ error: { details: { fields: Array<{ path: string }> } } }>(
      'POST',
      '/api/integrations/github/app/installations',
      { token: owner.token, body: { installation_id: 'abc' } },
    );
    expect(missing.status).toBe(422);
    expect(missing.body.error.details.fields.map((field) => field.path).sort()).toEqual([
      'installation_id',
      'state',
    ]);
  });

  it('refuses an installation id another organization holds, and one GitHub does not know', async () => {
    const other = await createTeamMember(server, 'Other Two');
    const claimed = await install(server, other, installationId);
    expect(claimed.status).toBe(409);
    expect(claimed.body).toMatchObject({ error: { details: { reason: 'installation_claimed' } } });
    const unknown = await install(server, other, 999_999);
    expect(unknown.status).toBe(404);
    expect(
      await count(server, `SELECT count(*) FROM integrations WHERE organization_id = $1`, [
        other.organizationId,
      ]),
    ).toBe(0);
    // Nothing of the first organization's installation shows through.
    const installed = await server.api(
      'GET',
      `/api/integrations/github/app/installed?installation_id=${installationId}`,
      {
        token: other.token,
      },
    );
    expect(installed.body).toEqual({ installed: false, installation: null });
    const available = await server.api<{ repositories: Array<{ provider: string }> }>(
      'GET',
      '/api/repositories?connected=false',
      { token: other.token },
    );
    expect(available.body.repositories.filter((item) => item.provider === 'github')).toEqual([]);
    const connect = await server.api('POST', '/api/repositories', {
      token: other.token,
      body: { provider: 'github', url: `${fake.url}/acme/shop`, externalId: String(repo.id) },
    });
    expect(connect.status).toBe(422);
  });

  /** The repository's issues of category pr, in full. */
  async function pullRequestIssues(repositoryId: string) {
    const list = await server.api<{ data: Array<{ id: string }> }>(
      'GET',
      `/api/drift-issues?repository=${repositoryId}&limit=200`,
      { token: owner.token },
    );
    const issues = await Promise.all(
      list.body.data.map(
        async (item) =>
          (
            await server.api<{ data: Record<string, unknown> }>('GET', `/api/drift-issues/${item.id}`, {
              token: owner.token,
            })
          ).body.data,
      ),
    );
    return issues.filter((issue) => issue.category === 'pr');
  }

  it('refuses deliveries with a bad or missing signature and queues nothing', async () => {
    const before = await count(server, `SELECT count(*) FROM pgboss.job WHERE name = 'handle-github-event'`);
    const payload = { zen: 'Keep it logically awesome.', hook_id: 1 };
    const bad = await fake.deliver('ping', payload, { signature: 'sha256=0000' });
    const missing = await fake.deliver('ping', payload, { signature: null });
    const wrongSecret = await fake.deliver('ping', payload, {
      signature: `sha256=${'ab'.repeat(32)}`,
    });
    expect([bad.status, missing.status, wrongSecret.status]).toEqual([401, 401, 401]);
    expect(await count(server, `SELECT count(*) FROM pgboss.job WHERE name = 'handle-github-event'`)).toBe(
      before,
    );
    expect(
      await count(server, `SELECT count(*) FROM webhook_deliveries WHERE delivery_id = ANY($1)`, [
        [bad.deliveryId, missing.deliveryId, wrongSecret.deliveryId],
      ]),
    ).toBe(0);
  });

  it('checks a pull request: a failing check with annotations and one comment, then green and the same comment once fixed', async () => {
    const connected = await server.api<{ repository: { id: string } }>('POST', '/api/repositories', {
      token: owner.token,
      body: { provider: 'github', url: `${fake.url}/acme/shop`, externalId: String(repo.id) },
    });
    expect(connected.status).toBe(201);
    const repositoryId = connected.body.repository.id;
    await waitFor(
      async () => {
        const scans = await server.api<{ scans: Array<{ status: string; error: string | null }> }>(
          'GET',
          `/api/repositories/${repositoryId}/scans`,
          { token: owner.token },
        );
        const status = scans.body.scans[0]?.status;
        if (status === 'failed') throw new Error(`The first scan failed: ${scans.body.scans[0]?.error}`);
        return status === 'succeeded' ? true : undefined;
      },
      90_000,
      'the first scan of the GitHub repository',
    );

    await fake.commit(repo, {
      branch: 'rename-order',
      files: {
        'src/orders.ts': 'export function placeOrder(items: string[]) {\n  return items.length;\n}\n',
      },
      message: 'Rename createOrder to placeOrder',
    });
    const opened = await fake.pullRequestEvent(repo, { number: 7, action: 'opened', head: 'rename-order' });
    expect(opened.status).toBe(202);
    const failing = await waitFor(
      async () => fake.state.checkRunsOf('acme/shop').find((run) => run.status === 'completed'),
      90_000,
      'the check run',
    );
    expect(failing).toMatchObject({ name: 'Driftwatch', conclusion: 'failure' });
    expect(failing.annotations).toContainEqual(
      expect.objectContaining({ path: 'README.md', start_line: 3, annotation_level: 'failure' }),
    );
    await waitFor(
      async () => (fake.state.commentsOf('acme/shop', 7).length > 0 ? true : undefined),
      30_000,
      'the comment',
    );
    const [comment] = fake.state.commentsOf('acme/shop', 7);
    expect(comment?.body).toContain('<!-- driftwatch:pr -->');
    expect(comment?.body).toContain('| Severity | Doc line | Fix |');
    expect(comment?.body).toMatch(
      /\| high \| \[README\.md:3\]\(.*\/acme\/shop\/blob\/[0-9a-f]{40}\/README\.md#L3\) \|.*placeOrder/,
    );

    // The same delivery again, and a second event for the same head commit: nothing runs twice.
    const replay = await fake.deliver(
      'pull_request',
      JSON.parse(JSON.stringify({ ...(await pullRequestPayload()) })),
      {
        deliveryId: opened.deliveryId,
      },
    );
    expect(replay.status).toBe(200);
    expect(JSON.parse(replay.body)).toEqual({ accepted: false });
    const again = await fake.pullRequestEvent(repo, { number: 7, action: 'reopened', head: 'rename-order' });
    expect(again.status).toBe(202);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(await count(server, 'SELECT count(*) FROM pull_request_scans WHERE number = 7')).toBe(1);
    expect(fake.state.checkRunsOf('acme/shop')).toHaveLength(1);

    expect(await pullRequestIssues(repositoryId)).toEqual([
      expect.objectContaining({
        status: 'open',
        category: 'pr',
        subtype: 'api_change',
        pull_request: { number: 7, url: `${fake.url}/acme/shop/pull/7` },
      }),
    ]);

    await fake.commit(repo, {
      branch: 'rename-order',
      files: { 'README.md': readme.replace('createOrder', 'placeOrder') },
      message: 'Docs: placeOrder',
    });
    await fake.pullRequestEvent(repo, { number: 7, action: 'synchronize', head: 'rename-order' });
    const green = await waitFor(
      async () => fake.state.checkRunsOf('acme/shop').find((run) => run.conclusion === 'success'),
      90_000,
      'the green check run',
    );
    expect(green.annotations).toEqual([]);
    await waitFor(
      async () => (fake.state.commentsOf('acme/shop', 7)[0]?.body.includes('All fixed') ? true : undefined),
      30_000,
      'the comment saying all is fixed',
    );
    const comments = fake.state.commentsOf('acme/shop', 7);
    expect(comments).toHaveLength(1);
    expect(comments[0]?.edits).toBe(1);
    expect(await pullRequestIssues(repositoryId)).toEqual([expect.objectContaining({ status: 'resolved' })]);
    // Each analysed head counts toward the period's pull requests.
    expect(
      await count(
        server,
        'SELECT current_pr_count AS count FROM organization_plans WHERE organization_id = $1',
        [owner.organizationId],
      ),
    ).toBe(2);

    async function pullRequestPayload() {
      return {
        action: 'opened',
        number: 7,
        installation: { id: installationId },
        repository: { id: repo.id, full_name: 'acme/shop' },
        pull_request: { html_url: 'x', title: 't', base: { sha: 'a' }, head: { sha: 'b' } },
      };
    }
  });

  it('checks a pull request from a fork, whose head is on no branch of the repository', async () => {
    const headSha = await fake.commit(repo, {
      branch: 'fork-rename',
      files: {
        'src/orders.ts': 'export function submitOrder(items: string[]) {\n  return items.length;\n}\n',
      },
      message: 'Rename createOrder to submitOrder',
    });
    const opened = await fake.pullRequestEvent(repo, {
      number: 9,
      action: 'opened',
      head: 'fork-rename',
      fromFork: true,
    });
    expect(opened.status).toBe(202);
    const run = await waitFor(
      async () =>
        fake.state.checkRunsOf('acme/shop', headSha).find((candidate) => candidate.status === 'completed'),
      90_000,
      'the fork pull request check run',
    );
    expect(run).toMatchObject({ name: 'Driftwatch', conclusion: 'failure' });
    await waitFor(
      async () => (fake.state.commentsOf('acme/shop', 9)[0]?.body.includes('submitOrder') ? true : undefined),
      30_000,
      'the fork pull request comment',
    );
  });

  it('keeps the token out of the clone, scans pushes to the default branch only, and sends annotations 50 at a time', async () => {
    const [repository] = await server.database.handle
      .executeSql(`SELECT id FROM repositories WHERE provider = 'github' AND organization_id = $1`, [
        owner.organizationId,
      ])
      .then((result) => result.rows as Array<{ id: string }>);
    const config = await readFile(
      path.join(server.paths.checkouts, `${repository?.id}.git`, 'config'),
      'utf8',
    );
    expect(config).toContain(`${fake.url}/git/acme/shop.git`);
    expect(config).not.toMatch(/ghs_|x-access-token|extraheader/i);

    const scans = () =>
      count(server, `SELECT count(*) FROM scans WHERE repository_id = $1 AND trigger = 'push'`, [
        repository?.id,
      ]);
    const push = (ref: string, after: string) =>
      fake.deliver('push', {
        ref,
        after,
        deleted: false,
        installation: { id: installationId },
        repository: { id: repo.id, full_name: 'acme/shop', default_branch: 'main' },
      });
    expect((await push('refs/heads/rename-order', 'a'.repeat(40))).status).toBe(202);
    expect((await push('refs/heads/main', 'b'.repeat(40))).status).toBe(202);
    await waitFor(async () => ((await scans()) === 1 ? true : undefined), 30_000, 'the on-push scan');

    const row = await findRepository(server.context.db, owner.organizationId, repository?.id ?? '');
    if (!row) throw new Error('The GitHub repository is not connected');
    const publisher = await openGithubPublisher(server.context, row);
    const target = {
      number: 8,
      url: `${fake.url}/acme/shop/pull/8`,
      baseSha: 'a'.repeat(40),
      headSha: 'c'.repeat(40),
    };
    const annotations = Array.from({ length: 120 }, (_, index) => ({
      path: 'README.md',
      startLine: index + 1,
      endLine: index + 1,
      level: 'warning' as const,
      title: `Drift ${index + 1}`,
      message: 'Stale',
    }));
    await publisher.completeCheck(target, null, {
      conclusion: 'neutral',
      title: 'Many',
      summary: 'Many',
      annotations,
    });
    const run = fake.state.checkRunsOf('acme/shop', target.headSha)[0];
    expect(run?.annotations).toHaveLength(120);
    expect(run?.requests).toBe(3);
  });

  it('marks the repositories errored when the App is uninstalled', async () => {
    const deleted = await fake.deliver('installation', {
      action: 'deleted',
      installation: { id: installationId, account: { login: 'acme' } },
      sender: { login: 'octocat' },
    });
    expect(deleted.status).toBe(202);
    const repository = await waitFor(
      async () => {
        const list = await server.api<{
          repositories: Array<{ provider: string; status: string; statusMessage?: string | null }>;
        }>('GET', '/api/repositories?connected=true', { token: owner.token });
        return list.body.repositories.find((item) => item.provider === 'github' && item.status === 'error');
      },
      30_000,
      'the errored repository',
    );
    expect(JSON.stringify(repository)).toContain('uninstalled from acme');
  }, 60_000);
});

describe('without the GitHub App configured', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('pglite', { workers: false });
  });
  afterAll(async () => server?.close());

  it('says which variables to set, on the catalogue card, the connect call and the webhook', async () => {
    const member = await createTeamMember(server);
    const variables = [
      'GITHUB_APP_ID',
      'GITHUB_APP_PRIVATE_KEY',
      'GITHUB_APP_WEBHOOK_SECRET',
      'GITHUB_APP_SLUG',
    ];
    const list = await server.api<{
      catalogue: Array<{ id: string; configured: boolean; missingConfig: string[] }>;
    }>('GET', '/api/integrations', { token: member.token });
    expect(list.body.catalogue.find((entry) => entry.id === 'github_app')).toMatchObject({
      configured: false,
      missingConfig: variables,
    });
    const connect = await server.api<{ error: { message: string } }>(
      'GET',
      '/api/auth/github/connect?source=setup',
      {
        token: member.token,
      },
    );
    expect(connect.status).toBe(400);
    for (const variable of variables) expect(connect.body.error.message).toContain(variable);
    const webhook = await server.api('POST', '/webhooks/github', { body: { zen: 'x' } });
    expect(webhook.status).toBe(400);
  });
});
