import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { connectRepositoryResponseSchema, errorResponseSchema } from '@driftwatch/contract';
import { testEngines } from '@driftwatch/db/testing';
import { findScanById } from '@driftwatch/db/worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTinyRepository } from './process-support.js';
import { createTeamMember, type TeamMember, waitFor } from './support/accounts.js';
import { startTestServer, type TestServer } from './support/start-test-server.js';

const dataDirMessage = "Paths inside Driftwatch's data directory cannot be connected.";

describe.each(testEngines())('git links into the data dir, on %s', (engine) => {
  let server: TestServer;
  let victim: TeamMember;
  let attacker: TeamMember;
  /** The victim's sample: a git repository inside the data dir, with its findings in the database. */
  let victimGitDir: string;
  const cleanup: string[] = [];

  beforeAll(async () => {
    server = await startTestServer(engine);
    victim = await createTeamMember(server, 'Victim Owner');
    attacker = await createTeamMember(server, 'Mallory Attacker');
    const sample = await server.api('POST', '/api/repositories/sample', { token: victim.token, body: {} });
    expect(sample.status).toBe(201);
    victimGitDir = path.join(server.dataDir, 'samples', victim.organizationId, 'acme-orders', '.git');
  });
  afterAll(async () => {
    await server?.close();
    await Promise.all(cleanup.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  async function scratch(): Promise<string> {
    const dir = await mkdtemp(path.join(tmpdir(), 'driftwatch-git-link-'));
    cleanup.push(dir);
    return dir;
  }

  async function connect(url: string) {
    return server.api('POST', '/api/repositories', { token: attacker.token, body: { provider: 'git', url } });
  }

  function expectRefused(response: { status: number; body: unknown }): void {
    expect(response.status).toBe(422);
    expect(errorResponseSchema.parse(response.body).error.details?.fields).toEqual([
      { path: 'url', message: dataDirMessage },
    ]);
  }

  it('refuses a folder whose .git file names a git dir inside the data dir', async () => {
    const folder = await scratch();
    await writeFile(path.join(folder, '.git'), `gitdir: ${victimGitDir}\n`);
    expectRefused(await connect(folder));
  });

  it('refuses a git dir whose commondir is inside the data dir (a linked worktree)', async () => {
    const folder = await scratch();
    const gitDir = path.join(folder, 'worktree-git');
    await mkdir(gitDir);
    await writeFile(path.join(gitDir, 'commondir'), `${victimGitDir}\n`);
    await writeFile(path.join(folder, '.git'), 'gitdir: worktree-git\n');
    expectRefused(await connect(folder));
  });

  it('refuses a repository that borrows objects from the data dir through alternates', async () => {
    const folder = await createTinyRepository({ 'README.md': '# Borrowed\n' });
    cleanup.push(folder);
    await writeFile(
      path.join(folder, '.git', 'objects', 'info', 'alternates'),
      `${path.join(victimGitDir, 'objects')}\n`,
    );
    expectRefused(await connect(folder));
  });

  it('checks again before each fetch: a link added after connecting fails the scan', async () => {
    const folder = await createTinyRepository({ 'README.md': '# Honest\n' });
    cleanup.push(folder);
    const connected = await connect(folder);
    expect(connected.status).toBe(201);
    const { repository, scan } = connectRepositoryResponseSchema.parse(connected.body);
    await waitFor(
      async () => {
        const row = await findScanById(server.database.handle.db, scan?.id ?? '');
        return row && row.status !== 'queued' && row.status !== 'running' ? row : undefined;
      },
      60_000,
      'the first scan',
    );

    // Swap the folder's git dir for a link into the victim's repository.
    await rm(path.join(folder, '.git'), { recursive: true, force: true });
    await writeFile(path.join(folder, '.git'), `gitdir: ${victimGitDir}\n`);
    const rescan = await server.api<{ scan: { id: string } }>(
      'POST',
      `/api/repositories/${repository.id}/scan`,
      {
        token: attacker.token,
        body: {},
      },
    );
    expect([200, 201, 202], rescan.text).toContain(rescan.status);
    const failed = await waitFor(
      async () => {
        const result = await server.database.handle.executeSql(
          "SELECT status, error FROM scans WHERE repository_id = $1 AND trigger = 'manual'",
          [repository.id],
        );
        const row = result.rows[0];
        return row && row.status !== 'queued' && row.status !== 'running' ? row : undefined;
      },
      60_000,
      'the second scan',
    );
    expect(failed.status).toBe('failed');
    expect(failed.error).toBe(dataDirMessage);
  }, 120_000);
});
