import { randomUUID } from 'node:crypto';
import { insertRepository, insertScan, type ScanRow } from '@driftwatch/db';
import {
  createTestDatabase,
  type TestDatabase,
  testEngines,
  testRepositoryRow,
} from '@driftwatch/db/testing';
import { claimScan, findScanById, recordScanHeartbeat, updateScanRun } from '@driftwatch/db/worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobError } from '../src/jobs/job-definition.js';
import { scanRepositoryJob } from '../src/jobs/scan-repository-job.js';
import type { ServerContext } from '../src/server-context.js';
import { connectRepository } from '../src/services/repositories/connect-repository.js';
import { recoverOrphanedScans } from '../src/services/scans/recover-orphaned-scans.js';
import { orphanedScanMs } from '../src/services/scans/scan-liveness.js';
import { startScanHeartbeat } from '../src/services/scans/start-scan-heartbeat.js';
import { triggerScan } from '../src/services/scans/trigger-scan.js';
import { waitFor } from './support/accounts.js';
import { createOrganizationOwner, createTestWorker, type TestWorker } from './support/create-test-worker.js';
import { createGitRepository } from './support/git-fixture.js';

interface QueueJob {
  id: string;
  state: string;
  /** Seconds from the database's now until the job may start. */
  startsIn: number;
}

/** The scan's jobs in the queue, oldest first. */
async function scanJobs(database: TestDatabase, scanId: string): Promise<QueueJob[]> {
  const result = await database.handle.executeSql(
    `SELECT id, state, extract(epoch FROM start_after - now())::float AS "startsIn"
       FROM pgboss.job WHERE name = $1 AND data->>'scanId' = $2 ORDER BY created_on, id`,
    [scanRepositoryJob.id, scanId],
  );
  return result.rows.map((row) => ({
    id: String(row.id),
    state: String(row.state),
    startsIn: Number(row.startsIn),
  }));
}

const scanOptions = { include_pr_checks: false, include_external_docs: true };

describe.each(testEngines())('orphaned scans on %s', (engine) => {
  let database: TestDatabase;
  let loop: TestWorker;
  let context: ServerContext;
  let scope: { organizationId: string; userId: string };
  let repositoryId: string;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    // No workers and no recovery timer: each test drives the queue and the recovery itself.
    loop = await createTestWorker(database, { workers: false });
    context = loop.context;
    scope = await createOrganizationOwner(database.handle.db);
    repositoryId = (await insertRepository(context.db, testRepositoryRow(scope.organizationId, 'orders'))).id;
  });
  afterAll(async () => {
    await loop?.close();
    await database?.destroy();
  });

  /** What a worker does when it takes the scan's waiting job: the job turns active and the scan running. */
  async function takeJob(scanId: string): Promise<ScanRow> {
    const waiting = (await scanJobs(database, scanId)).filter((job) => job.state === 'created');
    expect(waiting).toHaveLength(1);
    const jobId = waiting[0]?.id ?? '';
    await database.handle.executeSql(
      "UPDATE pgboss.job SET state = 'active', started_on = now() WHERE id = $1",
      [jobId],
    );
    const claimed = await claimScan(context.db, scanId, { now: loop.clock.now(), jobId });
    if (!claimed) throw new Error('The scan could not be claimed');
    return claimed;
  }

  /** A scan whose worker took it and then died: running, its job active, no more heartbeats. */
  async function deadRun(onRepository = repositoryId): Promise<ScanRow> {
    const scan = await insertScan(context.db, {
      organizationId: scope.organizationId,
      repositoryId: onRepository,
      trigger: 'manual',
      options: { includePrChecks: false, includeExternalDocs: true },
    });
    await context.jobs.send(scanRepositoryJob, { scanId: scan.id });
    return takeJob(scan.id);
  }

  it('re-queues a running scan once its heartbeat is 45 s old, cancelling the dead run’s job', async () => {
    const run = await deadRun();
    loop.clock.advance(30_000);
    expect(await recordScanHeartbeat(context.db, run, loop.clock.now())).toBe(true);
    loop.clock.advance(30_000);
    // A minute after the start but 30 s after the last beat: alive.
    expect(await recoverOrphanedScans(context)).toEqual([]);
    expect((await findScanById(context.db, run.id))?.status).toBe('running');

    loop.clock.advance(orphanedScanMs - 30_000 + 1_000);
    const [recovered, ...others] = await recoverOrphanedScans(context);
    expect(others).toEqual([]);
    expect(recovered).toMatchObject({
      id: run.id,
      status: 'queued',
      orphanedRuns: 1,
      finishedAt: null,
      error: 'The worker running this scan stopped before it finished. It will be retried.',
    });
    const [dead, next] = await scanJobs(database, run.id);
    expect(dead).toMatchObject({ id: run.jobId, state: 'cancelled' });
    // The first lost run is usually a restart: the scan runs again at once.
    expect(next?.state).toBe('created');
    expect(next?.startsIn).toBeLessThanOrEqual(1);

    // The dead run, were it only stalled, can no longer write.
    expect(await recordScanHeartbeat(context.db, run, loop.clock.now())).toBe(false);
    expect(await updateScanRun(context.db, run, { status: 'succeeded' })).toBeUndefined();
    const rerun = await takeJob(run.id);
    expect(rerun).toMatchObject({ status: 'running', attempts: 2, orphanedRuns: 1 });
    expect(await updateScanRun(context.db, rerun, { status: 'succeeded', error: null })).toMatchObject({
      status: 'succeeded',
    });
  });

  it('releases an orphan to exactly one of several processes recovering at once', async () => {
    const run = await deadRun();
    loop.clock.advance(orphanedScanMs + 1_000);
    const passes = await Promise.all([1, 2, 3].map(() => recoverOrphanedScans(context)));
    expect(passes.flat().map((scan) => scan.id)).toEqual([run.id]);
    expect((await scanJobs(database, run.id)).map((job) => job.state)).toEqual(['cancelled', 'created']);
  });

  it('backs off the second re-run and fails the scan when its third run also loses its worker', async () => {
    const run = await deadRun();
    loop.clock.advance(orphanedScanMs + 1_000);
    expect((await recoverOrphanedScans(context))[0]).toMatchObject({ status: 'queued', orphanedRuns: 1 });

    await takeJob(run.id);
    loop.clock.advance(orphanedScanMs + 1_000);
    expect((await recoverOrphanedScans(context))[0]).toMatchObject({ status: 'queued', orphanedRuns: 2 });
    const second = (await scanJobs(database, run.id)).at(-1);
    expect(second?.state).toBe('created');
    expect(second?.startsIn).toBeGreaterThan(25);
    expect(second?.startsIn).toBeLessThanOrEqual(30);

    await database.handle.executeSql('UPDATE pgboss.job SET start_after = now() WHERE id = $1', [second?.id]);
    await takeJob(run.id);
    loop.clock.advance(orphanedScanMs + 1_000);
    const [failed] = await recoverOrphanedScans(context);
    expect(failed).toMatchObject({
      status: 'failed',
      attempts: 3,
      orphanedRuns: 3,
      error:
        "The scan stopped its worker 3 times; it will not be retried. Check the worker's memory and logs, then scan again.",
    });
    expect(failed?.finishedAt).toBeInstanceOf(Date);
    // Nothing of the scan is left waiting or held in the queue.
    expect((await scanJobs(database, run.id)).map((job) => job.state)).toEqual([
      'cancelled',
      'cancelled',
      'cancelled',
    ]);
  });

  it('answers Scan with the re-queued scan instead of the dead one, and with a new scan once the dead one failed', async () => {
    // A repository of its own: the other tests leave scans waiting on theirs.
    const ownRepositoryId = (
      await insertRepository(context.db, testRepositoryRow(scope.organizationId, 'billing'))
    ).id;
    const run = await deadRun(ownRepositoryId);
    loop.clock.advance(orphanedScanMs + 1_000);
    const answer = await triggerScan(context, { scope, repositoryId: ownRepositoryId, options: scanOptions });
    expect(answer).toMatchObject({
      message: 'A scan of this revision is already queued.',
      scan: { id: run.id, status: 'queued' },
    });

    await database.handle.executeSql('UPDATE scans SET orphaned_runs = 2 WHERE id = $1', [run.id]);
    await takeJob(run.id);
    loop.clock.advance(orphanedScanMs + 1_000);
    const fresh = await triggerScan(context, { scope, repositoryId: ownRepositoryId, options: scanOptions });
    expect(fresh.message).toBe('Scan Triggered');
    expect(fresh.scan.id).not.toBe(run.id);
    expect((await findScanById(context.db, run.id))?.status).toBe('failed');
  });

  it('beats while a run works and tells the run when its scan was taken from it', async () => {
    const run = await deadRun();
    const heartbeat = startScanHeartbeat(context, run, 50);
    try {
      loop.clock.advance(20_000);
      await waitFor(
        async () => {
          const beat = (await findScanById(context.db, run.id))?.heartbeatAt?.getTime() ?? 0;
          return beat >= loop.clock.now().getTime() - 1_000 ? true : undefined;
        },
        5_000,
        'a heartbeat',
      );
      await heartbeat.confirm();
      expect(heartbeat.lost).toBe(false);

      await database.handle.executeSql("UPDATE scans SET status = 'queued' WHERE id = $1", [run.id]);
      await waitFor(
        async () => (heartbeat.lost ? true : undefined),
        5_000,
        'the run to learn it lost the scan',
      );
      await expect(heartbeat.confirm()).rejects.toBeInstanceOf(JobError);
    } finally {
      heartbeat.stop();
    }
  });
});

describe.each(testEngines())('a worker re-runs an orphaned scan on %s', (engine) => {
  let database: TestDatabase;
  let loop: TestWorker;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    loop = await createTestWorker(database);
  });
  afterAll(async () => {
    await loop?.close();
    await database?.destroy();
  });

  it('finishes a scan whose worker died, through the recovery timer, with the same issues as a clean run', async () => {
    const context = loop.context;
    const scope = await createOrganizationOwner(database.handle.db);
    const repoDir = (
      await createGitRepository({
        'README.md': '# Shop\n\nUse `createOrder(items, coupon)` to place an order.\n',
        'src/orders.ts': 'export function createOrder(items: string[]) { return items.length; }\n',
      })
    ).dir;
    const connected = await connectRepository(context, {
      scope,
      repository: { provider: 'git', url: repoDir, defaultBranch: 'main' },
    });
    const finished = (id: string) =>
      waitFor(
        async () => {
          const scan = await findScanById(context.db, id);
          return scan?.status === 'succeeded' || scan?.status === 'failed' ? scan : undefined;
        },
        30_000,
        `scan ${id}`,
      );
    const clean = await finished(connected.scan?.id ?? '');
    expect(clean.status).toBe('succeeded');

    // A run that a worker claimed and then died in: no job left to finish it.
    const scan = await insertScan(context.db, {
      organizationId: scope.organizationId,
      repositoryId: connected.repository.id,
      trigger: 'manual',
      options: { includePrChecks: false, includeExternalDocs: true },
    });
    await claimScan(context.db, scan.id, { now: loop.clock.now(), jobId: randomUUID() });
    loop.clock.advance(orphanedScanMs + 1_000);
    const recovered = await finished(scan.id);
    expect(recovered).toMatchObject({
      status: 'succeeded',
      attempts: 2,
      orphanedRuns: 1,
      error: null,
      findingsCount: clean.findingsCount,
    });
    const issues = await database.handle.executeSql(
      'SELECT count(*)::int AS count FROM drift_issues WHERE repository_id = $1',
      [connected.repository.id],
    );
    expect(issues.rows[0]).toEqual({ count: clean.issuesCreated });
  });
});
