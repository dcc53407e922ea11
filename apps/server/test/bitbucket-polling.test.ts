import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { listScans } from '@driftwatch/db';
import { testEngines } from '@driftwatch/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pollCodeHosts } from '../src/services/code-hosts/poll-code-hosts.js';
import { createTeamMember, type TeamMember } from './support/accounts.js';
import type { FakeBitbucketRepository } from './support/fakes/bitbucket/fake-bitbucket-state.js';
import { type FakeBitbucket, startFakeBitbucket } from './support/fakes/bitbucket/start-fake-bitbucket.js';
import { createGitRepository } from './support/git-fixture.js';
import { startTestServer, type TestServer } from './support/start-test-server.js';

const run = promisify(execFile);
const hourMs = 60 * 60 * 1000;

describe.each(testEngines())('Bitbucket polling on %s', (engine) => {
  let server: TestServer;
  let bitbucket: FakeBitbucket;
  let repository: FakeBitbucketRepository;
  let worktree: { dir: string; commit(files: Record<string, string>, message: string): Promise<string> };
  let owner: TeamMember;
  let repositoryId = '';

  const scanCount = async () =>
    (await listScans(server.context.db, owner.organizationId, repositoryId, 1000)).length;

  beforeAll(async () => {
    bitbucket = await startFakeBitbucket();
    bitbucket.acceptAccessToken('bb-poll', 'internal');
    worktree = await createGitRepository({
      'README.md': '# Tool\n\nRun `build(target)`.\n',
      'src/build.ts': 'export function build(target: string) { return target; }\n',
    });
    repository = await bitbucket.addRepository({ worktree: worktree.dir, fullName: 'internal/tool' });
    // No workers: the test sees what polling queues, not what the scans then do.
    server = await startTestServer(engine, { env: { BITBUCKET_API_URL: bitbucket.apiUrl }, workers: false });
    owner = await createTeamMember(server);
    await server.api('POST', '/api/integrations/bitbucket/token', {
      token: owner.token,
      body: { token: 'bb-poll', workspace: 'internal' },
    });
  });
  afterAll(async () => {
    await server?.close();
    await bitbucket?.close();
  });

  it('connects a polling repository without a hook, then polls only once its interval has passed', async () => {
    const response = await server.api<{ repository: { id: string } }>('POST', '/api/repositories', {
      token: owner.token,
      body: {
        provider: 'bitbucket',
        externalId: repository.uuid,
        fullName: 'internal/tool',
        url: `${bitbucket.origin}/internal/tool`,
        changeDetection: 'poll',
        scanSchedule: { type: 'onPush', scanFrequency: 1 },
      },
    });
    expect(response.status).toBe(201);
    repositoryId = response.body.repository.id;
    expect(repository.hooks).toEqual([]);
    expect(await pollCodeHosts(server.context)).toEqual({ scans: 0, pullRequests: 0 });
    server.clock.advance(hourMs + 1000);
    // Nothing new since the connect scan: the default branch's head is the one it covered.
    expect(await pollCodeHosts(server.context)).toEqual({ scans: 0, pullRequests: 0 });
  });

  it('picks up a new pull request head once, and a new default-branch head once', async () => {
    await run('git', ['-C', worktree.dir, 'checkout', '--quiet', '-b', 'feature']);
    await worktree.commit(
      { 'src/build.ts': 'export function build(target: string, mode: string) { return target + mode; }\n' },
      'Mode',
    );
    await bitbucket.push(repository, worktree.dir, 'feature');
    const pr = await bitbucket.openPullRequest(repository, { sourceBranch: 'feature', title: 'Add mode' });
    server.clock.advance(hourMs + 1000);
    expect(await pollCodeHosts(server.context)).toEqual({ scans: 0, pullRequests: 1 });
    server.clock.advance(hourMs + 1000);
    expect(await pollCodeHosts(server.context)).toEqual({ scans: 0, pullRequests: 0 });

    await worktree.commit({ 'README.md': '# Tool\n\nRun `build(target, mode)`.\n' }, 'Docs');
    await bitbucket.push(repository, worktree.dir, 'feature');
    await bitbucket.refreshPullRequest(repository, pr);
    await run('git', ['-C', worktree.dir, 'checkout', '--quiet', 'main']);
    await worktree.commit({ 'CHANGELOG.md': '# Changes\n' }, 'Changelog');
    await bitbucket.push(repository, worktree.dir, 'main');
    const before = await scanCount();
    server.clock.advance(hourMs + 1000);
    expect(await pollCodeHosts(server.context)).toEqual({ scans: 1, pullRequests: 1 });
    expect(await scanCount()).toBe(before + 1);
    server.clock.advance(hourMs + 1000);
    expect(await pollCodeHosts(server.context)).toEqual({ scans: 0, pullRequests: 0 });
  });
});
