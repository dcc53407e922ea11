import { randomUUID } from 'node:crypto';
import { findRepository, insertScan, type ScanRow } from '@driftwatch/db';
import { createTestDatabase, type TestDatabase, testEngines } from '@driftwatch/db/testing';
import { claimScan, findScanById } from '@driftwatch/db/worker';
import { GitError, type RepositoryProvider } from '@driftwatch/integrations';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerContext } from '../src/server-context.js';
import { connectRepository } from '../src/services/repositories/connect-repository.js';
import { enqueueDueScans } from '../src/services/scans/enqueue-due-scans.js';
import { queueScan } from '../src/services/scans/queue-scan.js';
import { waitFor } from './support/accounts.js';
import { createOrganizationOwner, createTestWorker, type TestWorker } from './support/create-test-worker.js';
import { createGitRepository } from './support/git-fixture.js';

const fixtureFiles = {
  'README.md': '# Shop\n\nUse `createOrder(items, coupon)` to place an order.\n',
  'src/orders.ts': 'export function createOrder(items: string[]) { return items.length; }\n',
};

async function finishedScan(context: ServerContext, scanId: string): Promise<ScanRow> {
  return waitFor(
    async () => {
      const scan = await findScanById(context.db, scanId);
      return scan && (scan.status === 'succeeded' || scan.status === 'failed') ? scan : undefined;
    },
    60_000,
    `scan ${scanId}`,
  );
}

/** The git provider with its clone step wrapped, as a network in trouble would make it behave. */
function withFailingClones(context: ServerContext, failures: number): { attempts: () => number } {
  const real = context.providers.git;
  if (!real) throw new Error('no git provider');
  let calls = 0;
  const wrapped: RepositoryProvider = {
    ...real,
    async prepareCheckout(key, location, credentials) {
      calls += 1;
      if (calls <= failures)
        throw new GitError('unreachable', 'The remote could not be reached. Check the URL and the network.');
      return real.prepareCheckout(key, location, credentials);
    },
  };
  context.providers.git = wrapped;
  return { attempts: () => calls };
}

describe.each(testEngines())('scan jobs on %s', (engine) => {
  let database: TestDatabase;
  let loop: TestWorker;
  let context: ServerContext;
  let scope: { organizationId: string; userId: string };
  let repoDir: string;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    loop = await createTestWorker(database);
    context = loop.context;
    scope = await createOrganizationOwner(database.handle.db);
    repoDir = (await createGitRepository(fixtureFiles)).dir;
  });
  afterAll(async () => {
    await loop?.close();
    await database?.destroy();
  });

  it('retries a scan that failed for a reason a retry can fix, showing the error meanwhile', async () => {
    const clones = withFailingClones(context, 1);
    const connected = await connectRepository(context, {
      scope,
      repository: {
        provider: 'git',
        url: repoDir,
        defaultBranch: 'main',
      },
    });
    const scanId = connected.scan?.id ?? '';
    const failedOnce = await waitFor(
      async () => {
        const scan = await findScanById(context.db, scanId);
        return scan?.error ? scan : undefined;
      },
      30_000,
      'the first failure',
    );
    expect(failedOnce.error).toContain('could not be reached');
    const scan = await finishedScan(context, scanId);
    expect(scan).toMatchObject({ status: 'succeeded', attempts: 2, error: null });
    expect(clones.attempts()).toBe(2);
    expect(scan.issuesCreated).toBeGreaterThan(0);
  });

  it('fails at once, without retries, when the revision does not exist', async () => {
    const repository = await findRepository(
      context.db,
      scope.organizationId,
      (await database.handle.executeSql('SELECT id FROM repositories LIMIT 1')).rows[0]?.id as string,
    );
    if (!repository) throw new Error('repository missing');
    const queued = await queueScan(context, repository, { trigger: 'manual', revision: 'no-such-branch' });
    const scan = await finishedScan(context, queued.id);
    expect(scan.status).toBe('failed');
    expect(scan.attempts).toBe(1);
    expect(scan.error).toBe('The requested commit or branch does not exist in the repository.');
    expect((await findRepository(context.db, scope.organizationId, repository.id))?.status).toBe('monitored');
  });

  it('queues scheduled scans when they are due, once per slot', async () => {
    const scheduledDir = (await createGitRepository(fixtureFiles)).dir;
    const connected = await connectRepository(context, {
      scope,
      repository: {
        provider: 'git',
        url: scheduledDir,
        defaultBranch: 'main',
        scanSchedule: { type: 'daily' },
      },
    });
    await finishedScan(context, connected.scan?.id ?? '');
    expect(await enqueueDueScans(context)).toBe(0);
    loop.clock.advance(25 * 3600_000);
    expect(await enqueueDueScans(context)).toBe(1);
    expect(await enqueueDueScans(context)).toBe(0);
    const repository = await findRepository(context.db, scope.organizationId, connected.repository.id);
    expect(repository?.nextScanAt?.getTime()).toBeGreaterThan(loop.clock.now().getTime() + 23 * 3600_000);
    const scheduled = await waitFor(
      async () => {
        const rows = await database.handle.executeSql(
          "SELECT id FROM scans WHERE trigger = 'schedule' AND repository_id = $1",
          [connected.repository.id],
        );
        return rows.rows[0]?.id as string | undefined;
      },
      10_000,
      'the scheduled scan',
    );
    expect((await finishedScan(context, scheduled)).status).toBe('succeeded');
  });

  it('lets only one claimant run a scan', async () => {
    const repositoryId = (await database.handle.executeSql('SELECT id FROM repositories LIMIT 1')).rows[0]
      ?.id as string;
    const scan = await insertScan(context.db, {
      organizationId: scope.organizationId,
      repositoryId,
      trigger: 'manual',
      options: { includePrChecks: false, includeExternalDocs: true },
    });
    const now = new Date();
    const claims = await Promise.all(
      Array.from({ length: 5 }, () => claimScan(context.db, scan.id, { now, jobId: randomUUID() })),
    );
    expect(claims.filter((claim) => claim !== undefined)).toHaveLength(1);
  });
});

describe.runIf(testEngines().includes('postgres'))('two worker processes on one PostgreSQL', () => {
  let database: TestDatabase;
  const loops: TestWorker[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
  });
  afterAll(async () => {
    for (const loop of loops) await loop.close();
    await database?.destroy();
  });

  it('never runs the same scan twice', async () => {
    // Each worker has its own data dir, as separate machines would.
    loops.push(await createTestWorker(database), await createTestWorker(database));
    const runs: Array<{ worker: number; sha: string }> = [];
    loops.forEach((loop, worker) => {
      const real = loop.context.providers.git;
      if (!real) throw new Error('no git provider');
      loop.context.providers.git = {
        ...real,
        async createWorktree(checkout, revision) {
          runs.push({ worker, sha: revision });
          return real.createWorktree(checkout, revision);
        },
      };
    });
    const [first] = loops;
    if (!first) throw new Error('no loop');
    const context = first.context;
    const scope = await createOrganizationOwner(database.handle.db);
    const repoDir = (await createGitRepository(fixtureFiles)).dir;
    const connected = await connectRepository(context, {
      scope,
      repository: {
        provider: 'git',
        url: repoDir,
        defaultBranch: 'main',
      },
    });
    const repository = await findRepository(context.db, scope.organizationId, connected.repository.id);
    if (!repository) throw new Error('repository missing');
    const queued = [connected.scan?.id ?? ''];
    for (let index = 0; index < 7; index += 1) {
      queued.push((await queueScan(context, repository, { trigger: 'manual' })).id);
    }
    const finished = await Promise.all(queued.map((id) => finishedScan(context, id)));
    expect(finished.map((scan) => [scan.status, scan.attempts, scan.error])).toEqual(
      finished.map(() => ['succeeded', 1, null]),
    );
    expect(runs).toHaveLength(queued.length);
    const issues = await database.handle.executeSql(
      'SELECT count(*)::int AS count, count(DISTINCT key)::int AS keys FROM drift_issues',
    );
    // Concurrent scans of one repository reconcile one after the other: each drift is created once.
    const created = finished.reduce((sum, scan) => sum + (scan.issuesCreated ?? 0), 0);
    expect(created).toBeGreaterThan(0);
    expect(issues.rows[0]).toMatchObject({ count: created, keys: created });
  }, 120_000);
});
