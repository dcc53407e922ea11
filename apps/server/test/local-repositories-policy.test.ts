import { mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { connectRepositoryResponseSchema, errorResponseSchema } from '@driftwatch/contract';
import { createTestDatabase, type TestDatabase, testEngines } from '@driftwatch/db/testing';
import { findScanById } from '@driftwatch/db/worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOwner, createTinyRepository, startTestProcess, type TestProcess } from './process-support.js';
import { waitFor } from './support/accounts.js';
import { serveGitOverHttp } from './support/serve-git-over-http.js';

const fixtureFiles = { 'README.md': '# Tool\n', 'src/index.ts': 'export const tool = 1;\n' };

async function repositoryCount(database: TestDatabase, organizationId: string): Promise<number> {
  const result = await database.handle.executeSql(
    'SELECT count(*)::int AS count FROM repositories WHERE organization_id = $1',
    [organizationId],
  );
  const [row] = result.rows as Array<{ count: number }>;
  return row?.count ?? -1;
}

function expectUrlRefused(response: { status: number; body: unknown }, message: string): void {
  expect(response.status).toBe(422);
  const { error } = errorResponseSchema.parse(response.body);
  expect(error.code).toBe('VALIDATION_ERROR');
  expect(error.message).toBe(message);
  expect(error.details?.fields).toEqual([{ path: 'url', message }]);
}

const hostedMessage =
  'Repositories on the server’s disk cannot be connected here. Use an https:// or ssh:// URL, or git@host:owner/name.git.';
const privateHostMessage =
  'Repositories on private or local network addresses cannot be connected here. Use the URL of a repository on a public host.';
const dataDirMessage = "Paths inside Driftwatch's data directory cannot be connected.";

describe.each(testEngines())('local repositories policy on %s', (engine) => {
  let fixtureDir: string;
  const cleanup: string[] = [];

  beforeAll(async () => {
    fixtureDir = await createTinyRepository(fixtureFiles);
    cleanup.push(fixtureDir);
  });
  afterAll(async () => {
    await Promise.all(cleanup.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  describe('with DRIFTWATCH_ALLOW_LOCAL_REPOSITORIES=false (hosted)', () => {
    let database: TestDatabase;
    let server: TestProcess;
    let owner: Awaited<ReturnType<typeof createOwner>>;

    beforeAll(async () => {
      database = await createTestDatabase(engine);
      server = await startTestProcess(database, { env: { DRIFTWATCH_ALLOW_LOCAL_REPOSITORIES: 'false' } });
      owner = await createOwner(server);
    });
    afterAll(async () => {
      await server?.close();
      await database?.destroy();
    });

    it('refuses a server path and a file:// URL with 422 and stores nothing', async () => {
      expect(server.config.allowLocalRepositories).toBe(false);
      for (const url of [fixtureDir, pathToFileURL(fixtureDir).href, '/etc']) {
        const response = await server.api('POST', '/api/repositories', {
          token: owner.token,
          body: { provider: 'git', url },
        });
        expectUrlRefused(response, hostedMessage);
      }
      expect(await repositoryCount(database, owner.organizationId)).toBe(0);
    });

    it('refuses git URLs on this machine or a private network with 422 and stores nothing', async () => {
      for (const url of [
        'http://localhost/acme/app.git',
        'https://127.0.0.1/acme/app.git',
        'https://127.8.9.10:8443/acme/app.git',
        'http://[::1]:8080/acme/app.git',
        'https://[::ffff:127.0.0.1]/acme/app.git',
        'https://0x7f.1/acme/app.git',
        'https://10.1.2.3/acme/app.git',
        'https://172.16.0.5/acme/app.git',
        'https://172.31.255.1/acme/app.git',
        'https://192.168.1.10/acme/app.git',
        'http://169.254.169.254/latest/meta-data.git',
        'https://[fd12:3456::1]/acme/app.git',
        'https://[fc00::1]/acme/app.git',
        'https://tools.localhost/acme/app.git',
        'git@localhost:acme/app.git',
        'ssh://git@10.0.0.1:2222/acme/app.git',
        'git://192.168.0.2/acme/app.git',
      ]) {
        // With a default branch given the server never asks the remote: the host check alone refuses.
        for (const body of [
          { provider: 'git', url },
          { provider: 'git', url, defaultBranch: 'main' },
        ]) {
          const response = await server.api('POST', '/api/repositories', { token: owner.token, body });
          expectUrlRefused(response, privateHostMessage);
        }
      }
      expect(await repositoryCount(database, owner.organizationId)).toBe(0);
    });

    it('still connects and scans the sample the server materializes itself', async () => {
      const response = await server.api('POST', '/api/repositories/sample', { token: owner.token, body: {} });
      expect(response.status).toBe(201);
      const connected = connectRepositoryResponseSchema.parse(response.body);
      expect(connected.repository.fullName).toBe('samples/acme-orders');
      const scanId = connected.scan?.id;
      if (!scanId) throw new Error('Connecting the sample queued no scan');
      // The scan parses the stored path again: the hosted provider must still read the sample.
      const scan = await waitFor(
        async () => {
          const row = await findScanById(database.handle.db, scanId);
          return row && (row.status === 'succeeded' || row.status === 'failed') ? row : undefined;
        },
        90_000,
        'the sample scan',
      );
      expect({ status: scan.status, error: scan.error }).toEqual({ status: 'succeeded', error: null });
    });

    it("refuses the path of another organization's sample", async () => {
      const stranger = await createOwner(server, 'Sam Stranger');
      const sampleDir = path.join(server.dataDir, 'samples', owner.organizationId, 'acme-orders');
      const response = await server.api('POST', '/api/repositories', {
        token: stranger.token,
        body: { provider: 'git', url: sampleDir },
      });
      expectUrlRefused(response, dataDirMessage);
      expect(await repositoryCount(database, stranger.organizationId)).toBe(0);
    });
  });

  describe('with local repositories allowed (the default)', () => {
    let database: TestDatabase;
    let server: TestProcess;
    let owner: Awaited<ReturnType<typeof createOwner>>;

    beforeAll(async () => {
      database = await createTestDatabase(engine);
      server = await startTestProcess(database, { role: 'web' });
      owner = await createOwner(server);
    });
    afterAll(async () => {
      await server?.close();
      await database?.destroy();
    });

    it('connects a repository by its path on the server', async () => {
      expect(server.config.allowLocalRepositories).toBe(true);
      const response = await server.api('POST', '/api/repositories', {
        token: owner.token,
        body: { provider: 'git', url: fixtureDir },
      });
      expect(response.status).toBe(201);
      expect(await repositoryCount(database, owner.organizationId)).toBe(1);
    });

    it('connects a git server on this machine by URL (self-hosted installs keep their local hosts)', async () => {
      const served = await serveGitOverHttp(fixtureDir);
      cleanup.push(path.dirname(served.bareDir));
      try {
        const before = await repositoryCount(database, owner.organizationId);
        const response = await server.api('POST', '/api/repositories', {
          token: owner.token,
          body: { provider: 'git', url: `${served.origin}/repo.git` },
        });
        expect(response.status).toBe(201);
        expect(connectRepositoryResponseSchema.parse(response.body).repository.defaultBranch).toBe('main');
        expect(await repositoryCount(database, owner.organizationId)).toBe(before + 1);
      } finally {
        await served.close();
      }
    });

    it('never connects the data dir, by path, file:// URL or a symlink into it', async () => {
      const sample = await server.api('POST', '/api/repositories/sample', { token: owner.token, body: {} });
      expect(sample.status).toBe(201);
      const ownSample = path.join(server.dataDir, 'samples', owner.organizationId, 'acme-orders');
      const linkDir = await mkdtemp(path.join(tmpdir(), 'driftwatch-link-'));
      cleanup.push(linkDir);
      const link = path.join(linkDir, 'innocent');
      await symlink(ownSample, link);
      const before = await repositoryCount(database, owner.organizationId);
      for (const url of [
        ownSample,
        pathToFileURL(ownSample).href,
        `${pathToFileURL(server.dataDir).href}/`,
        server.dataDir,
        path.join(server.dataDir, 'pglite'),
        link,
        pathToFileURL(link).href,
      ]) {
        const response = await server.api('POST', '/api/repositories', {
          token: owner.token,
          body: { provider: 'git', url },
        });
        expectUrlRefused(response, dataDirMessage);
      }
      expect(await repositoryCount(database, owner.organizationId)).toBe(before);
    });
  });
});
