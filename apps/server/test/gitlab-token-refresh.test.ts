import { findCurrentIntegration } from '@driftwatch/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gitlabRefreshRefused } from '../src/services/code-hosts/gitlab/open-gitlab.js';
import { openIntegrationSecret } from '../src/services/integrations/integration-secret.js';
import { createTeamMember, type TeamMember } from './support/accounts.js';
import { type FakeGitlab, startFakeGitlab } from './support/fakes/gitlab/start-fake-gitlab.js';
import { createGitRepository } from './support/git-fixture.js';
import { startTestServer, type TestServer } from './support/start-test-server.js';

const hourMs = 60 * 60 * 1000;

describe('GitLab OAuth tokens renewed with the refresh token', () => {
  let gitlab: FakeGitlab;
  let server: TestServer;
  let member: TeamMember;

  beforeAll(async () => {
    gitlab = await startFakeGitlab();
    const worktree = await createGitRepository({ 'README.md': '# Shop\n' });
    await gitlab.addProject({ worktree: worktree.dir, pathWithNamespace: 'acme/shop' });
    server = await startTestServer('pglite', {
      env: {
        GITLAB_URL: gitlab.origin,
        GITLAB_CLIENT_ID: 'gitlab-app-id',
        GITLAB_CLIENT_SECRET: 'gitlab-app-secret',
      },
    });
    member = await createTeamMember(server);
    const started = await server.api<{ oauth_url: string }>(
      'GET',
      '/api/auth/gitlab/connect?source=repositories',
      { token: member.token },
    );
    const approved = await fetch(started.body.oauth_url, { redirect: 'manual' });
    const callback = new URL(approved.headers.get('location') ?? '');
    await server.api('GET', `${callback.pathname}${callback.search}`);
  });
  afterAll(async () => {
    await server?.close();
    await gitlab?.close();
  });

  async function storedSecret() {
    const current = await findCurrentIntegration(server.context.db, member.organizationId, 'gitlab');
    return {
      status: current?.integration.status,
      reason: current?.integration.statusReason,
      secret: openIntegrationSecret(
        server.context.config.secretKey,
        current?.integration.secretEncrypted ?? '',
      ),
    };
  }

  async function listedProjects(): Promise<string[]> {
    const listed = await server.api<{ repositories: Array<{ provider: string; fullName: string }> }>(
      'GET',
      '/api/repositories?connected=false',
      { token: member.token },
    );
    return listed.body.repositories.filter((item) => item.provider === 'gitlab').map((item) => item.fullName);
  }

  /** The clock runs on from where the test moved it: expiry is checked to the minute. */
  const expiresIn = (secret: { expiresAt?: string | undefined }) =>
    Date.parse(secret.expiresAt ?? '') - server.clock.now().getTime();

  const liveRefreshTokens = () => gitlab.state.refreshTokens.size;

  it('stores when the access token expires, and renews it before a call once it is about to', async () => {
    const connected = await storedSecret();
    expect(connected.status).toBe('connected');
    expect(expiresIn(connected.secret)).toBeGreaterThan(2 * hourMs - 60_000);
    expect(await listedProjects()).toEqual(['acme/shop']);
    expect(await storedSecret()).toEqual(connected);

    server.clock.advance(2 * hourMs - 60_000);
    expect(await listedProjects()).toEqual(['acme/shop']);
    const renewed = await storedSecret();
    expect(renewed.status).toBe('connected');
    expect(renewed.secret.accessToken).not.toBe(connected.secret.accessToken);
    expect(renewed.secret.refreshToken).not.toBe(connected.secret.refreshToken);
    expect(expiresIn(renewed.secret)).toBeGreaterThan(2 * hourMs - 60_000);
    // GitLab revoked the old pair: the calls above went out with the new token.
    expect(gitlab.state.tokens.has(connected.secret.accessToken)).toBe(false);
    expect(gitlab.state.tokens.has(renewed.secret.accessToken)).toBe(true);
    expect(liveRefreshTokens()).toBe(1);
  });

  it('marks GitLab as needing reconnection when GitLab refuses the refresh token', async () => {
    gitlab.state.refreshTokens.clear();
    server.clock.advance(2 * hourMs);
    expect(await listedProjects()).toEqual([]);
    expect(await storedSecret()).toMatchObject({ status: 'broken', reason: gitlabRefreshRefused });
    const integrations = await server.api<{
      integrations: Array<{ platform: string; status: string; statusReason: string | null }>;
    }>('GET', '/api/integrations', { token: member.token });
    expect(integrations.body.integrations.find((item) => item.platform === 'gitlab')).toMatchObject({
      status: 'broken',
      statusReason: 'GitLab refused to renew the access token',
    });
  });
});
