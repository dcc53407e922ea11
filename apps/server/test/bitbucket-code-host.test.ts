import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { listScans } from '@driftwatch/db';
import { testEngines } from '@driftwatch/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTeamMember, type TeamMember, waitFor } from './support/accounts.js';
import type { FakeBitbucketRepository } from './support/fakes/bitbucket/fake-bitbucket-state.js';
import { type FakeBitbucket, startFakeBitbucket } from './support/fakes/bitbucket/start-fake-bitbucket.js';
import { createGitRepository } from './support/git-fixture.js';
import { startTestServer, type TestServer } from './support/start-test-server.js';

const run = promisify(execFile);

const readme = '# Shop\n\nCall `createOrder(items)` to place an order.\n';
const code = 'export function createOrder(items: string[]) {\n  return items.length;\n}\n';

describe.each(testEngines())('Bitbucket on %s', (engine) => {
  let server: TestServer;
  let bitbucket: FakeBitbucket;
  let repository: FakeBitbucketRepository;
  let worktree: { dir: string; commit(files: Record<string, string>, message: string): Promise<string> };
  let owner: TeamMember;
  let repositoryId = '';

  const git = (...args: string[]) =>
    run('git', ['-c', 'user.name=Dev', '-c', 'user.email=dev@example.com', '-C', worktree.dir, ...args]);
  const scansOf = async (member: TeamMember, id = repositoryId) =>
    (await listScans(server.context.db, member.organizationId, id, 1000)).length;
  const connectBody = () => ({
    provider: 'bitbucket',
    externalId: repository.uuid,
    fullName: 'acme/shop',
    url: `${bitbucket.origin}/acme/shop`,
  });

  beforeAll(async () => {
    bitbucket = await startFakeBitbucket();
    bitbucket.acceptAccessToken('bb-owner-token', 'acme');
    bitbucket.acceptAccessToken('bb-other-token', 'acme');
    worktree = await createGitRepository({ 'README.md': readme, 'src/orders.ts': code });
    repository = await bitbucket.addRepository({
      worktree: worktree.dir,
      fullName: 'acme/shop',
      description: 'The shop',
    });
    server = await startTestServer(engine, { env: { BITBUCKET_API_URL: bitbucket.apiUrl } });
    owner = await createTeamMember(server);
  });
  afterAll(async () => {
    await server?.close();
    await bitbucket?.close();
  });

  it('refuses a token Bitbucket refuses, storing nothing', async () => {
    const response = await server.api('POST', '/api/integrations/bitbucket/token', {
      token: owner.token,
      body: { token: 'bb-wrong', workspace: 'acme' },
    });
    expect(response.status).toBe(422);
    expect(JSON.stringify(response.body)).toContain('refused this token');
    // An access token acts as no user: without its workspace Bitbucket cannot say whose it is.
    const withoutWorkspace = await server.api('POST', '/api/integrations/bitbucket/token', {
      token: owner.token,
      body: { token: 'bb-owner-token' },
    });
    expect(withoutWorkspace.status).toBe(422);
    expect(JSON.stringify(withoutWorkspace.body)).toContain('with its workspace');
    const list = await server.api<{ integrations: Array<{ platform: string }> }>('GET', '/api/integrations', {
      token: owner.token,
    });
    expect(list.body.integrations.map((item) => item.platform)).not.toContain('bitbucket');
  });

  it('says which settings the OAuth consumer needs while a token still connects', async () => {
    const started = await server.api('GET', '/api/auth/bitbucket/connect?source=repositories', {
      token: owner.token,
    });
    expect(started.status).toBeGreaterThanOrEqual(400);
    expect(started.text).toContain('BITBUCKET_CLIENT_ID');
    const catalogue = await server.api<{ catalogue: Array<{ id: string; missingConfig: string[] }> }>(
      'GET',
      '/api/integrations',
      { token: owner.token },
    );
    expect(catalogue.body.catalogue.find((entry) => entry.id === 'bitbucket')?.missingConfig).toEqual([
      'BITBUCKET_CLIENT_ID',
      'BITBUCKET_CLIENT_SECRET',
    ]);
  });

  it('connects with an access token Bitbucket accepts, never returning it, and lists the repositories', async () => {
    const response = await server.api('POST', '/api/integrations/bitbucket/token', {
      token: owner.token,
      body: { token: 'bb-owner-token', workspace: 'acme' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      integration: { platform: 'bitbucket', connected: true, username: 'acme' },
    });
    expect(response.text).not.toContain('bb-owner-token');
    const available = await server.api<{ repositories: Array<Record<string, unknown>> }>(
      'GET',
      '/api/repositories?connected=false',
      { token: owner.token },
    );
    expect(available.body.repositories).toContainEqual({
      id: null,
      connected: false,
      provider: 'bitbucket',
      externalId: repository.uuid,
      name: 'shop',
      fullName: 'acme/shop',
      url: `${bitbucket.origin}/acme/shop`,
      defaultBranch: 'main',
      language: 'typescript',
      description: 'The shop',
      isPrivate: true,
      sampleName: null,
    });
    expect(bitbucket.state.requests).toContainEqual({ method: 'GET', path: '/repositories/acme' });
  });

  it('connects a repository: a webhook with its own secret, and a first scan cloned with the token', async () => {
    const response = await server.api<{ repository: { id: string }; scan: { id: string } }>(
      'POST',
      '/api/repositories',
      { token: owner.token, body: connectBody() },
    );
    expect(response.status).toBe(201);
    repositoryId = response.body.repository.id;
    expect(repository.hooks).toHaveLength(1);
    expect(repository.hooks[0]).toMatchObject({
      url: 'http://driftwatch.test/webhooks/bitbucket',
      active: true,
      events: ['repo:push', 'pullrequest:created', 'pullrequest:updated'],
    });
    expect(repository.hooks[0]?.secret).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const scan = await waitFor(async () => {
      const result = await server.api<{ scan: { status: string; error: string | null } }>(
        'GET',
        `/api/scans/${response.body.scan.id}`,
        { token: owner.token },
      );
      return ['succeeded', 'failed'].includes(result.body.scan.status) ? result.body.scan : undefined;
    });
    expect(scan).toMatchObject({ status: 'succeeded' });
    // The token reached git through its credential configuration, never into the clone's remote.
    const { stdout } = await run('git', [
      `--git-dir=${server.paths.checkouts}/${repositoryId}.git`,
      'config',
      '--list',
    ]);
    expect(stdout).toContain(`${bitbucket.origin}/acme/shop.git`);
    expect(stdout).not.toContain('bb-owner-token');
    expect(stdout).not.toContain('ada@');
  });

  it('answers 401 and queues nothing for a delivery without a signature or signed with another secret', async () => {
    const before = await scansOf(owner);
    const head = await git('rev-parse', 'HEAD');
    const event = {
      key: 'repo:push' as const,
      body: bitbucket.pushEvent(repository, {
        branch: 'main',
        before: head.stdout.trim(),
        after: 'a'.repeat(40),
      }),
    };
    for (const signature of [null, 'sha256=0000', `sha256=${'f'.repeat(64)}`]) {
      const deliveries = await bitbucket.deliver(repository, event, { signature, via: server.url });
      expect(deliveries.map((delivery) => delivery.status)).toEqual([401]);
    }
    expect(await scansOf(owner)).toBe(before);
  });

  it('scans a push to the default branch once, however often the delivery is replayed', async () => {
    const before = await scansOf(owner);
    const previous = (await git('rev-parse', 'HEAD')).stdout.trim();
    const after = await worktree.commit({ 'docs/guide.md': '# Guide\n\nSee `createOrder`.\n' }, 'Guide');
    await bitbucket.push(repository, worktree.dir, 'main');
    const event = {
      key: 'repo:push' as const,
      body: bitbucket.pushEvent(repository, { branch: 'main', before: previous, after }),
    };
    const first = await bitbucket.deliver(repository, event, { requestId: 'push-1', via: server.url });
    expect(first.map((delivery) => JSON.parse(delivery.body))).toEqual([{ received: true, queued: 1 }]);
    const replay = await bitbucket.deliver(repository, event, { requestId: 'push-1', via: server.url });
    expect(replay.map((delivery) => JSON.parse(delivery.body))).toEqual([{ received: true, queued: 0 }]);
    const otherBranch = {
      key: 'repo:push' as const,
      body: bitbucket.pushEvent(repository, { branch: 'feature', before: after, after }),
    };
    const ignored = await bitbucket.deliver(repository, otherBranch, { via: server.url });
    expect(ignored.map((delivery) => JSON.parse(delivery.body))).toEqual([{ received: true, queued: 0 }]);
    expect(await scansOf(owner)).toBe(before + 1);
  });

  it('checks a pull request: one comment edited in place and a driftwatch build status, once per head', async () => {
    await git('checkout', '--quiet', '-b', 'rename-order');
    await worktree.commit(
      { 'src/orders.ts': code.replace('createOrder', 'placeOrder') },
      'Rename createOrder',
    );
    await bitbucket.push(repository, worktree.dir, 'rename-order');
    const pr = await bitbucket.openPullRequest(repository, {
      sourceBranch: 'rename-order',
      title: 'Rename createOrder',
    });
    const opened = await bitbucket.deliver(
      repository,
      { key: 'pullrequest:created', body: bitbucket.pullRequestEvent(repository, pr) },
      { via: server.url },
    );
    expect(opened.map((delivery) => JSON.parse(delivery.body))).toEqual([{ received: true, queued: 1 }]);
    const firstStatus = await waitFor(async () => {
      const status = repository.statuses.find(
        (item) => item.commit === pr.sourceHash && item.key === 'driftwatch',
      );
      return status && status.state !== 'INPROGRESS' && pr.comments.length > 0 ? status : undefined;
    });
    expect(pr.comments).toHaveLength(1);
    // Bitbucket shows HTML as text: the marker is a link reference definition, the patch has no <details>.
    expect(pr.comments[0]?.raw.split('\n')[0]).toBe('[//]: # (driftwatch:pr)');
    expect(pr.comments[0]?.raw).not.toMatch(/<details>|<summary>|<!--/);
    expect(pr.comments[0]?.raw).toContain('```diff');
    expect(pr.comments[0]?.raw).toContain('createOrder');
    expect(firstStatus).toMatchObject({
      state: 'FAILED',
      name: 'Driftwatch',
      url: `${bitbucket.origin}/acme/shop/pull-requests/${pr.id}`,
    });
    const firstComment = pr.comments[0]?.raw;

    // The same head again (an update for a title edit): nothing is checked twice.
    const again = await bitbucket.deliver(
      repository,
      { key: 'pullrequest:updated', body: bitbucket.pullRequestEvent(repository, pr) },
      { via: server.url },
    );
    expect(again.map((delivery) => JSON.parse(delivery.body))).toEqual([{ received: true, queued: 0 }]);

    // A push that fixes the docs: the same comment is edited, the status on the new head is SUCCESSFUL.
    await worktree.commit(
      {
        'README.md': readme.replace('createOrder', 'placeOrder'),
        'docs/guide.md': '# Guide\n\nSee `placeOrder`.\n',
      },
      'Docs follow',
    );
    await bitbucket.push(repository, worktree.dir, 'rename-order');
    await bitbucket.refreshPullRequest(repository, pr);
    const updated = await bitbucket.deliver(
      repository,
      { key: 'pullrequest:updated', body: bitbucket.pullRequestEvent(repository, pr) },
      { via: server.url },
    );
    expect(updated.map((delivery) => JSON.parse(delivery.body))).toEqual([{ received: true, queued: 1 }]);
    const fixedStatus = await waitFor(async () => {
      const status = repository.statuses.find(
        (item) => item.commit === pr.sourceHash && item.key === 'driftwatch',
      );
      return status && status.state !== 'INPROGRESS' ? status : undefined;
    });
    expect(fixedStatus.state).toBe('SUCCESSFUL');
    await waitFor(async () => (pr.comments[0]?.raw.includes(pr.sourceHash.slice(0, 7)) ? true : undefined));
    expect(pr.comments).toHaveLength(1);
    expect(pr.comments[0]?.raw).not.toBe(firstComment);
    expect(pr.comments[0]?.raw).toContain('All fixed');
  });

  it('checks a pull request from a fork, fetching its head from the fork', async () => {
    const forkWorktree = await createGitRepository({ 'README.md': readme, 'src/orders.ts': code });
    await run('git', ['-C', forkWorktree.dir, 'fetch', '--quiet', worktree.dir, 'main:upstream']);
    await run('git', ['-C', forkWorktree.dir, 'checkout', '--quiet', '-B', 'contribution', 'upstream']);
    await forkWorktree.commit(
      { 'src/orders.ts': code.replace('createOrder', 'submitOrder') },
      'Rename createOrder in a fork',
    );
    // Public, as forks other workspaces may read are: the acme token reads it.
    const fork = await bitbucket.addRepository({
      worktree: forkWorktree.dir,
      fullName: 'contributor/shop',
      isPrivate: false,
    });
    const pr = await bitbucket.openPullRequest(repository, {
      sourceBranch: 'contribution',
      title: 'From a fork',
      fork,
    });
    const opened = await bitbucket.deliver(
      repository,
      { key: 'pullrequest:created', body: bitbucket.pullRequestEvent(repository, pr) },
      { via: server.url },
    );
    expect(opened.map((delivery) => JSON.parse(delivery.body))).toEqual([{ received: true, queued: 1 }]);
    const status = await waitFor(async () => {
      const found = repository.statuses.find(
        (item) => item.commit === pr.sourceHash && item.key === 'driftwatch',
      );
      return found && found.state !== 'INPROGRESS' && pr.comments.length > 0 ? found : undefined;
    });
    expect(status.state).toBe('FAILED');
    expect(pr.comments[0]?.raw).toContain('submitOrder');
  });

  it("keeps organizations apart: another organization's hook secret reaches only its own connection", async () => {
    const other = await createTeamMember(server, 'Grace Hopper');
    const none = await server.api<{ repositories: Array<{ provider: string }> }>(
      'GET',
      '/api/repositories?connected=false',
      { token: other.token },
    );
    expect(none.body.repositories.filter((item) => item.provider === 'bitbucket')).toEqual([]);
    const refused = await server.api('POST', '/api/repositories', {
      token: other.token,
      body: connectBody(),
    });
    expect(refused.status).toBe(422);
    const otherConnection = await server.api('POST', '/api/integrations/bitbucket/token', {
      token: other.token,
      body: { token: 'bb-other-token', workspace: 'acme' },
    });
    expect(otherConnection.status).toBe(200);
    const connected = await server.api<{ repository: { id: string } }>('POST', '/api/repositories', {
      token: other.token,
      body: connectBody(),
    });
    expect(connected.status).toBe(201);
    expect(repository.hooks).toHaveLength(2);
    expect(repository.hooks[0]?.secret).not.toBe(repository.hooks[1]?.secret);
    const ownerBefore = await scansOf(owner);
    const otherRepositoryId = connected.body.repository.id;
    const otherBefore = await scansOf(other, otherRepositoryId);
    const head = await bitbucket.push(repository, worktree.dir, 'main');
    // Only the other organization's hook delivers (as if the owner's hook were disabled).
    const ownerHook = repository.hooks[0];
    if (ownerHook) ownerHook.active = false;
    const deliveries = await bitbucket.deliver(
      repository,
      {
        key: 'repo:push',
        body: bitbucket.pushEvent(repository, { branch: 'main', before: head, after: head }),
      },
      { requestId: 'cross-org-1', via: server.url },
    );
    if (ownerHook) ownerHook.active = true;
    expect(deliveries.map((delivery) => JSON.parse(delivery.body))).toEqual([{ received: true, queued: 1 }]);
    expect(await scansOf(owner)).toBe(ownerBefore);
    expect(await scansOf(other, otherRepositoryId)).toBe(otherBefore + 1);
    const foreign = await server.api('GET', `/api/repositories/${repositoryId}`, { token: other.token });
    expect(foreign.status).toBe(404);
  });

  it('connects through the OAuth consumer and refreshes its expiring token, sealed', async () => {
    const oauthServer = await startTestServer(engine, {
      env: {
        BITBUCKET_API_URL: bitbucket.apiUrl,
        BITBUCKET_CLIENT_ID: 'bitbucket-consumer-key',
        BITBUCKET_CLIENT_SECRET: 'bitbucket-consumer-secret',
      },
    });
    // Tokens that expire within the refresh margin: every use refreshes first.
    bitbucket.consumer.expiresIn = 60;
    try {
      const member = await createTeamMember(oauthServer);
      const started = await oauthServer.api<{ oauth_url: string }>(
        'GET',
        '/api/auth/bitbucket/connect?source=repositories',
        { token: member.token },
      );
      const authorize = new URL(started.body.oauth_url);
      expect(`${authorize.origin}${authorize.pathname}`).toBe(`${bitbucket.origin}/site/oauth2/authorize`);
      const approved = await fetch(authorize, { redirect: 'manual' });
      const callback = new URL(approved.headers.get('location') ?? '');
      const landed = await oauthServer.api('GET', `${callback.pathname}${callback.search}`);
      expect(landed.headers.get('location')).toBe('http://driftwatch.test/repositories?success=bitbucket');
      expect(bitbucket.oauth.grants).toEqual(['authorization_code']);
      const available = await oauthServer.api<{
        repositories: Array<{ provider: string; fullName: string }>;
      }>('GET', '/api/repositories?connected=false', { token: member.token });
      expect(available.body.repositories).toContainEqual(
        expect.objectContaining({ provider: 'bitbucket', fullName: 'acme/shop' }),
      );
      expect(bitbucket.oauth.grants).toEqual(['authorization_code', 'refresh_token']);
      const [refreshToken] = [...bitbucket.oauth.refreshTokens];
      const rows = await oauthServer.context.db.query.integrations.findMany();
      const stored = JSON.stringify(rows);
      expect(stored).not.toContain(refreshToken);
      for (const token of bitbucket.state.tokens) expect(stored).not.toContain(token);

      // Bitbucket revokes the grant: the next refresh is refused and the connection shows as broken.
      bitbucket.oauth.refreshTokens.clear();
      const afterRevoke = await oauthServer.api<{ repositories: Array<{ provider: string }> }>(
        'GET',
        '/api/repositories?connected=false',
        { token: member.token },
      );
      expect(afterRevoke.body.repositories.filter((item) => item.provider === 'bitbucket')).toEqual([]);
      const integrations = await oauthServer.api<{
        integrations: Array<{ platform: string; status: string }>;
      }>('GET', '/api/integrations', { token: member.token });
      expect(integrations.body.integrations.find((item) => item.platform === 'bitbucket')?.status).toBe(
        'broken',
      );
    } finally {
      bitbucket.consumer.expiresIn = 7200;
      await oauthServer.close();
    }
  });

  it('connects with an API token and its Atlassian email (Basic auth)', async () => {
    bitbucket.acceptApiToken('grace@example.com', 'ATATT-api-token');
    const member = await createTeamMember(server, 'Grace API');
    const wrongEmail = await server.api('POST', '/api/integrations/bitbucket/token', {
      token: member.token,
      body: { token: 'ATATT-api-token', username: 'someone@example.com' },
    });
    expect(wrongEmail.status).toBe(422);
    const response = await server.api('POST', '/api/integrations/bitbucket/token', {
      token: member.token,
      body: { token: 'ATATT-api-token', username: 'grace@example.com' },
    });
    expect(response.status).toBe(200);
    const available = await server.api<{ repositories: Array<{ provider: string }> }>(
      'GET',
      '/api/repositories?connected=false',
      { token: member.token },
    );
    expect(available.body.repositories.some((item) => item.provider === 'bitbucket')).toBe(true);
  });

  it('removes the webhook when the repository is disconnected', async () => {
    const hookCount = repository.hooks.length;
    const response = await server.api('DELETE', `/api/repositories/${repositoryId}`, { token: owner.token });
    expect(response.status).toBe(200);
    expect(repository.hooks).toHaveLength(hookCount - 1);
  });
});
