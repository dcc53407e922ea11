import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { listScans } from '@driftwatch/db';
import { testEngines } from '@driftwatch/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTeamMember, type TeamMember, waitFor } from './support/accounts.js';
import type { FakeGitlabProject } from './support/fakes/gitlab/fake-gitlab-state.js';
import { type FakeGitlab, startFakeGitlab } from './support/fakes/gitlab/start-fake-gitlab.js';
import { createGitRepository } from './support/git-fixture.js';
import { startTestServer, type TestServer } from './support/start-test-server.js';

const run = promisify(execFile);

const readme = '# Shop\n\nCall `createOrder(items)` to place an order.\n';
const code = 'export function createOrder(items: string[]) {\n  return items.length;\n}\n';

describe.each(testEngines())('GitLab on %s', (engine) => {
  let server: TestServer;
  let gitlab: FakeGitlab;
  let project: FakeGitlabProject;
  let worktree: { dir: string; commit(files: Record<string, string>, message: string): Promise<string> };
  let owner: TeamMember;
  let repositoryId = '';

  const git = (...args: string[]) =>
    run('git', ['-c', 'user.name=Dev', '-c', 'user.email=dev@example.com', '-C', worktree.dir, ...args]);
  const scansOf = async (member: TeamMember, repository = repositoryId) =>
    (await listScans(server.context.db, member.organizationId, repository, 1000)).length;

  beforeAll(async () => {
    gitlab = await startFakeGitlab();
    gitlab.acceptToken('glpat-owner-token');
    gitlab.acceptToken('glpat-other-token');
    worktree = await createGitRepository({ 'README.md': readme, 'src/orders.ts': code });
    project = await gitlab.addProject({ worktree: worktree.dir, pathWithNamespace: 'acme/shop' });
    server = await startTestServer(engine, { env: { GITLAB_URL: gitlab.origin } });
    owner = await createTeamMember(server);
  });
  afterAll(async () => {
    await server?.close();
    await gitlab?.close();
  });

  it('refuses a token GitLab refuses, storing nothing', async () => {
    const response = await server.api('POST', '/api/integrations/gitlab/token', {
      token: owner.token,
      body: { token: 'glpat-wrong' },
    });
    expect(response.status).toBe(422);
    expect(JSON.stringify(response.body)).toContain('refused this token');
    const list = await server.api<{ integrations: Array<{ platform: string }> }>('GET', '/api/integrations', {
      token: owner.token,
    });
    expect(list.body.integrations.map((item) => item.platform)).not.toContain('gitlab');
  });

  it('connects with a token GitLab accepts, never returning it, and lists the projects', async () => {
    const response = await server.api('POST', '/api/integrations/gitlab/token', {
      token: owner.token,
      body: { token: 'glpat-owner-token' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      integration: { platform: 'gitlab', connected: true, username: 'ada' },
    });
    expect(response.text).not.toContain('glpat-owner-token');
    const available = await server.api<{ repositories: Array<Record<string, unknown>> }>(
      'GET',
      '/api/repositories?connected=false',
      { token: owner.token },
    );
    expect(available.body.repositories).toContainEqual(
      expect.objectContaining({
        provider: 'gitlab',
        externalId: String(project.id),
        fullName: 'acme/shop',
        defaultBranch: 'main',
        isPrivate: true,
      }),
    );
  });

  it('connects a project: a hook with its own secret for push and MR events, and a first scan cloned with the token', async () => {
    const response = await server.api<{ repository: { id: string }; scan: { id: string } }>(
      'POST',
      '/api/repositories',
      {
        token: owner.token,
        body: { provider: 'gitlab', externalId: String(project.id), url: `${gitlab.origin}/acme/shop.git` },
      },
    );
    expect(response.status).toBe(201);
    repositoryId = response.body.repository.id;
    expect(project.hooks).toHaveLength(1);
    expect(project.hooks[0]).toMatchObject({
      url: 'http://driftwatch.test/webhooks/gitlab',
      pushEvents: true,
      mergeRequestsEvents: true,
    });
    expect(project.hooks[0]?.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
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
    expect(stdout).toContain(`${gitlab.origin}/acme/shop.git`);
    expect(stdout).not.toContain('glpat-owner-token');
  });

  it('answers 401 and queues nothing for a delivery without the hook secret or with another one', async () => {
    const before = await scansOf(owner);
    const event = {
      name: 'Push Hook' as const,
      body: gitlab.pushEvent(project, {
        ref: 'refs/heads/main',
        before: '0'.repeat(40),
        after: 'a'.repeat(40),
      }),
    };
    for (const token of [null, 'not-the-secret']) {
      const deliveries = await gitlab.deliver(project, event, { token, via: server.url });
      expect(deliveries.map((delivery) => delivery.status)).toEqual([401]);
    }
    expect(await scansOf(owner)).toBe(before);
  });

  it('scans a push to the default branch once, however often the delivery is replayed', async () => {
    const before = await scansOf(owner);
    const after = await worktree.commit({ 'docs/guide.md': '# Guide\n\nSee `createOrder`.\n' }, 'Guide');
    await gitlab.push(project, worktree.dir, 'main');
    const event = {
      name: 'Push Hook' as const,
      body: gitlab.pushEvent(project, { ref: 'refs/heads/main', before: '0'.repeat(39) + '1', after }),
    };
    const first = await gitlab.deliver(project, event, { eventId: 'push-1', via: server.url });
    expect(first.map((delivery) => JSON.parse(delivery.body))).toEqual([{ received: true, queued: 1 }]);
    const replay = await gitlab.deliver(project, event, { eventId: 'push-1', via: server.url });
    expect(replay.map((delivery) => JSON.parse(delivery.body))).toEqual([{ received: true, queued: 0 }]);
    const otherBranch = {
      name: 'Push Hook' as const,
      body: gitlab.pushEvent(project, { ref: 'refs/heads/feature', before: after, after }),
    };
    const ignored = await gitlab.deliver(project, otherBranch, { via: server.url });
    expect(ignored.map((delivery) => JSON.parse(delivery.body))).toEqual([{ received: true, queued: 0 }]);
    expect(await scansOf(owner)).toBe(before + 1);
  });

  it('checks a merge request: one note edited in place and a Driftwatch commit status, once per head', async () => {
    await git('checkout', '--quiet', '-b', 'rename-order');
    await worktree.commit(
      { 'src/orders.ts': code.replace('createOrder', 'placeOrder') },
      'Rename createOrder',
    );
    await gitlab.push(project, worktree.dir, 'rename-order');
    const mr = await gitlab.openMergeRequest(project, {
      sourceBranch: 'rename-order',
      title: 'Rename createOrder',
    });
    const opened = await gitlab.deliver(
      project,
      { name: 'Merge Request Hook', body: gitlab.mergeRequestEvent(project, mr, 'open') },
      { via: server.url },
    );
    expect(opened.map((delivery) => JSON.parse(delivery.body))).toEqual([{ received: true, queued: 1 }]);
    const firstStatus = await waitFor(async () => {
      const status = project.statuses.find((item) => item.sha === mr.headSha && item.name === 'Driftwatch');
      return status && status.status !== 'running' && mr.notes.length > 0 ? status : undefined;
    });
    expect(mr.notes).toHaveLength(1);
    expect(mr.notes[0]?.body).toContain('<!-- driftwatch:pr -->');
    expect(mr.notes[0]?.body).toContain('createOrder');
    expect(['success', 'failed']).toContain(firstStatus.status);

    // The same head again (a second "update" for a title edit): nothing is checked twice.
    const again = await gitlab.deliver(
      project,
      { name: 'Merge Request Hook', body: gitlab.mergeRequestEvent(project, mr, 'update') },
      { via: server.url },
    );
    expect(again.map((delivery) => JSON.parse(delivery.body))).toEqual([{ received: true, queued: 0 }]);

    // A push that fixes the docs: the same note is edited, the status on the new head is a success.
    await worktree.commit(
      {
        'README.md': readme.replace('createOrder', 'placeOrder'),
        'docs/guide.md': '# Guide\n\nSee `placeOrder`.\n',
      },
      'Docs follow',
    );
    await gitlab.push(project, worktree.dir, 'rename-order');
    await gitlab.refreshMergeRequest(project, mr);
    const updated = await gitlab.deliver(
      project,
      { name: 'Merge Request Hook', body: gitlab.mergeRequestEvent(project, mr, 'update') },
      { via: server.url },
    );
    expect(updated.map((delivery) => JSON.parse(delivery.body))).toEqual([{ received: true, queued: 1 }]);
    const fixedStatus = await waitFor(async () => {
      const status = project.statuses.find((item) => item.sha === mr.headSha && item.name === 'Driftwatch');
      return status && status.status !== 'running' ? status : undefined;
    });
    expect(fixedStatus.status).toBe('success');
    await waitFor(async () => (mr.notes[0]?.body.includes(mr.headSha.slice(0, 7)) ? true : undefined));
    expect(mr.notes).toHaveLength(1);
  });

  it("keeps organizations apart: another organization's hook secret reaches only its own connection", async () => {
    const other = await createTeamMember(server, 'Grace Hopper');
    const none = await server.api<{ repositories: Array<{ provider: string }> }>(
      'GET',
      '/api/repositories?connected=false',
      { token: other.token },
    );
    expect(none.body.repositories.filter((item) => item.provider === 'gitlab')).toEqual([]);
    const otherConnection = await server.api('POST', '/api/integrations/gitlab/token', {
      token: other.token,
      body: { token: 'glpat-other-token' },
    });
    expect(otherConnection.status).toBe(200);
    const connected = await server.api<{ repository: { id: string } }>('POST', '/api/repositories', {
      token: other.token,
      body: { provider: 'gitlab', externalId: String(project.id), url: `${gitlab.origin}/acme/shop.git` },
    });
    expect(connected.status).toBe(201);
    expect(project.hooks).toHaveLength(2);
    expect(project.hooks[0]?.token).not.toBe(project.hooks[1]?.token);
    const ownerBefore = await scansOf(owner);
    const otherRepositoryId = connected.body.repository.id;
    const otherBefore = await scansOf(other, otherRepositoryId);
    const head = await gitlab.push(project, worktree.dir, 'main');
    const event = gitlab.pushEvent(project, { ref: 'refs/heads/main', before: head, after: head });
    // Only the other organization's hook delivers (as if the owner's hook were disabled).
    const response = await fetch(`${server.url}/webhooks/gitlab`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-gitlab-event': 'Push Hook',
        'x-gitlab-event-uuid': 'cross-org-1',
        'x-gitlab-token': project.hooks[1]?.token ?? '',
      },
      body: JSON.stringify(event),
    });
    expect(await response.json()).toEqual({ received: true, queued: 1 });
    expect(await scansOf(owner)).toBe(ownerBefore);
    expect(await scansOf(other, otherRepositoryId)).toBe(otherBefore + 1);
    // The owner's repository stays the owner's: the other organization cannot read it.
    const foreign = await server.api('GET', `/api/repositories/${repositoryId}`, { token: other.token });
    expect(foreign.status).toBe(404);
  });

  it('connects through the OAuth application, back to the screen the flow started from', async () => {
    const oauthServer = await startTestServer(engine, {
      env: {
        GITLAB_URL: gitlab.origin,
        GITLAB_CLIENT_ID: 'gitlab-app-id',
        GITLAB_CLIENT_SECRET: 'gitlab-app-secret',
      },
    });
    try {
      const member = await createTeamMember(oauthServer);
      const started = await oauthServer.api<{ oauth_url: string }>(
        'GET',
        '/api/auth/gitlab/connect?source=repositories',
        {
          token: member.token,
        },
      );
      const authorize = new URL(started.body.oauth_url);
      expect(`${authorize.origin}${authorize.pathname}`).toBe(`${gitlab.origin}/oauth/authorize`);
      expect(authorize.searchParams.get('scope')).toBe('api');
      // The person approves on GitLab, which sends the browser back with a code.
      const approved = await fetch(authorize, { redirect: 'manual' });
      const callback = new URL(approved.headers.get('location') ?? '');
      const landed = await oauthServer.api('GET', `${callback.pathname}${callback.search}`);
      expect(landed.headers.get('location')).toBe('http://driftwatch.test/repositories?success=gitlab');
      const available = await oauthServer.api<{
        repositories: Array<{ provider: string; fullName: string }>;
      }>('GET', '/api/repositories?connected=false', { token: member.token });
      expect(available.body.repositories).toContainEqual(
        expect.objectContaining({ provider: 'gitlab', fullName: 'acme/shop' }),
      );
    } finally {
      await oauthServer.close();
    }
  });

  it('shows GitLab as broken once GitLab refuses the stored token, until it is connected again', async () => {
    gitlab.state.tokens.delete('glpat-owner-token');
    const listed = await server.api<{ repositories: Array<{ provider: string }> }>(
      'GET',
      '/api/repositories?connected=false',
      {
        token: owner.token,
      },
    );
    expect(listed.body.repositories.filter((item) => item.provider === 'gitlab')).toEqual([]);
    const after = await server.api<{
      integrations: Array<{ platform: string; status: string; statusReason: string | null }>;
    }>('GET', '/api/integrations', { token: owner.token });
    expect(after.body.integrations.find((item) => item.platform === 'gitlab')).toMatchObject({
      status: 'broken',
      statusReason: 'token_revoked',
    });
    gitlab.acceptToken('glpat-owner-token');
    const reconnected = await server.api('POST', '/api/integrations/gitlab/token', {
      token: owner.token,
      body: { token: 'glpat-owner-token' },
    });
    expect(reconnected.body).toMatchObject({ integration: { status: 'connected' } });
  });

  it('removes the hook when the repository is disconnected', async () => {
    const hookCount = project.hooks.length;
    const response = await server.api('DELETE', `/api/repositories/${repositoryId}`, { token: owner.token });
    expect(response.status).toBe(200);
    expect(project.hooks).toHaveLength(hookCount - 1);
  });
});
