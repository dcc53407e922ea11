import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { listScans } from '@driftwatch/db';
import { testEngines } from '@driftwatch/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pollCodeHosts } from '../src/services/code-hosts/poll-code-hosts.js';
import { queueOpenPullRequestChecks } from '../src/services/pull-requests/queue-open-pull-request-checks.js';
import { createTeamMember, type TeamMember } from './support/accounts.js';
import { createGitRepository } from './support/git-fixture.js';
import { polledBitbucket } from './support/polled-hosts/polled-bitbucket.js';
import { polledGitlab } from './support/polled-hosts/polled-gitlab.js';
import type { PolledHost } from './support/polled-hosts/polled-host.js';
import { startTestServer, type TestServer } from './support/start-test-server.js';

const run = promisify(execFile);
const hourMs = 60 * 60 * 1000;
const hosts = [
  { name: 'GitLab', start: polledGitlab },
  { name: 'Bitbucket', start: polledBitbucket },
];
const cases = hosts.flatMap((host) => testEngines().map((engine) => ({ ...host, engine })));

describe.each(cases)('$name polling on $engine', ({ start, engine }) => {
  let server: TestServer;
  let host: PolledHost;
  let worktree: { dir: string; commit(files: Record<string, string>, message: string): Promise<string> };
  let owner: TeamMember;
  let repositoryId = '';
  /** Branch look-ups the polls made, so the test can tell that a webhook repository is not polled. */
  let polledBranches = 0;

  const scanCount = async () =>
    (await listScans(server.context.db, owner.organizationId, repositoryId, 1000)).length;
  const checkout = (...args: string[]) => run('git', ['-C', worktree.dir, 'checkout', '--quiet', ...args]);

  beforeAll(async () => {
    worktree = await createGitRepository({
      'README.md': '# Tool\n\nRun `build(target)`.\n',
      'src/build.ts': 'export function build(target: string) { return target; }\n',
    });
    host = await start(worktree.dir, 'internal/tool');
    // No workers: the test sees what polling queues, not what the scans then do.
    server = await startTestServer(engine, { env: host.env, workers: false });
    owner = await createTeamMember(server);
    await host.connect(server, owner.token);
  });
  afterAll(async () => {
    await server?.close();
    await host?.close();
  });

  it('connects a polling repository without a hook, then polls only once its interval has passed', async () => {
    const response = await server.api<{ repository: { id: string } }>('POST', '/api/repositories', {
      token: owner.token,
      body: {
        ...host.repositoryBody,
        changeDetection: 'poll',
        scanSchedule: { type: 'onPush', scanFrequency: 1 },
      },
    });
    expect(response.status).toBe(201);
    repositoryId = response.body.repository.id;
    expect(host.hookSecrets()).toEqual([]);
    expect(await pollCodeHosts(server.context)).toEqual({ scans: 0, pullRequests: 0 });
    server.clock.advance(hourMs + 1000);
    // Nothing new since the connect scan: the default branch's head is the one it covered.
    expect(await pollCodeHosts(server.context)).toEqual({ scans: 0, pullRequests: 0 });
  });

  it('picks up a new pull request head once, and a new default-branch head once', async () => {
    await checkout('-b', 'feature');
    await worktree.commit(
      { 'src/build.ts': 'export function build(target: string, mode: string) { return target + mode; }\n' },
      'Mode',
    );
    await host.push('feature');
    const refreshPullRequest = await host.openPullRequest('feature', 'Add mode');
    server.clock.advance(hourMs + 1000);
    expect(await pollCodeHosts(server.context)).toEqual({ scans: 0, pullRequests: 1 });
    server.clock.advance(hourMs + 1000);
    expect(await pollCodeHosts(server.context)).toEqual({ scans: 0, pullRequests: 0 });

    await worktree.commit({ 'README.md': '# Tool\n\nRun `build(target, mode)`.\n' }, 'Docs');
    await host.push('feature');
    await refreshPullRequest();
    await checkout('main');
    await worktree.commit({ 'CHANGELOG.md': '# Changes\n' }, 'Changelog');
    await host.push('main');
    const before = await scanCount();
    server.clock.advance(hourMs + 1000);
    expect(await pollCodeHosts(server.context)).toEqual({ scans: 1, pullRequests: 1 });
    expect(await scanCount()).toBe(before + 1);
    server.clock.advance(hourMs + 1000);
    expect(await pollCodeHosts(server.context)).toEqual({ scans: 0, pullRequests: 0 });
    polledBranches = host.branchLookups();
  });

  it('switches to webhooks and back from the configuration: the hook is created, then removed', async () => {
    const put = (body: unknown) =>
      server.api<{ repository: { changeDetection: string | null } }>(
        'PUT',
        `/api/repositories/${repositoryId}/config`,
        { token: owner.token, body },
      );
    const toWebhooks = await put({ changeDetection: 'webhook' });
    expect(toWebhooks.status).toBe(200);
    expect(toWebhooks.body.repository.changeDetection).toBe('webhook');
    expect(host.hookSecrets()).toEqual([expect.stringMatching(/.{20,}/)]);
    // A webhook repository is not polled.
    server.clock.advance(hourMs + 1000);
    expect(await pollCodeHosts(server.context)).toEqual({ scans: 0, pullRequests: 0 });
    expect(host.branchLookups()).toBe(polledBranches);

    const toPolling = await put({ changeDetection: 'poll', scanFrequency: 2 });
    expect(toPolling.status).toBe(200);
    expect(toPolling.body.repository).toMatchObject({
      changeDetection: 'poll',
      scanSchedule: { scanFrequency: 2 },
    });
    expect(host.hookSecrets()).toEqual([]);
    const bad = await put({ changeDetection: 'sometimes' });
    expect(bad.status).toBe(422);
  });

  it('with include_pr_checks, a manual scan queues the checks of the open pull requests not checked yet', async () => {
    await checkout('-b', 'second');
    await worktree.commit({ 'src/extra.ts': 'export const extra = 1;\n' }, 'Extra');
    await host.push('second');
    await checkout('main');
    await host.openPullRequest('second', 'Extra');
    const jobs = () =>
      server.database.handle
        .executeSql(`SELECT data FROM pgboss.job WHERE name = 'queue-open-pull-request-checks'`)
        .then((result) => result.rows as Array<{ data: { repositoryId: string } }>);
    const plain = await server.api('POST', `/api/repositories/${repositoryId}/scan`, { token: owner.token });
    expect(plain.status).toBe(202);
    expect(await jobs()).toEqual([]);
    const triggered = await server.api('POST', `/api/repositories/${repositoryId}/scan`, {
      token: owner.token,
      body: { commitSha: 'main', options: { include_pr_checks: true } },
    });
    expect(triggered.status).toBe(202);
    expect(await jobs()).toEqual([{ data: { repositoryId } }]);
    // What the job does: the first pull request's head was checked by a poll, the new one was not.
    expect(await queueOpenPullRequestChecks(server.context, repositoryId)).toBe(1);
    expect(await queueOpenPullRequestChecks(server.context, repositoryId)).toBe(0);
  });
});
