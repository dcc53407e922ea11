import { rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { hitRateLimit } from '@driftwatch/db';
import { createTestDatabase, type TestDatabase, testEngines } from '@driftwatch/db/testing';
import { findScanById } from '@driftwatch/db/worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config/load-config.js';
import { createJobQueue } from '../src/jobs/create-job-queue.js';
import { sweepExpiredRowsJob } from '../src/jobs/sweep-expired-rows-job.js';
import { createOwner, createTinyRepository, startTestProcess, type TestProcess } from './process-support.js';
import { waitFor } from './support/accounts.js';

/** A port nothing listens on right now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('No port');
  return address.port;
}

async function jobStates(database: TestDatabase, queue: string): Promise<string[]> {
  const result = await database.handle.executeSql('SELECT state FROM pgboss.job WHERE name = $1', [queue]);
  return (result.rows as Array<{ state: string }>).map((row) => row.state);
}

async function rateLimitKeys(database: TestDatabase): Promise<string[]> {
  const result = await database.handle.executeSql('SELECT key FROM rate_limits');
  return (result.rows as Array<{ key: string }>).map((row) => row.key);
}

async function scheduledQueues(database: TestDatabase): Promise<string[]> {
  const result = await database.handle.executeSql('SELECT name FROM pgboss.schedule ORDER BY name');
  return (result.rows as Array<{ name: string }>).map((row) => row.name);
}

describe('DRIFTWATCH_ROLE', () => {
  it('defaults to all, accepts web and worker with PostgreSQL, and refuses others', async () => {
    const base = {
      DRIFTWATCH_DATA_DIR: '/tmp/driftwatch-role-config',
      DRIFTWATCH_SECRET_KEY: 'k'.repeat(32),
    };
    try {
      expect((await loadConfig(base)).role).toBe('all');
      const withPostgres = { ...base, DATABASE_URL: 'postgres://localhost/driftwatch' };
      expect((await loadConfig({ ...withPostgres, DRIFTWATCH_ROLE: 'web' })).role).toBe('web');
      expect((await loadConfig({ ...withPostgres, DRIFTWATCH_ROLE: 'worker' })).role).toBe('worker');
      await expect(loadConfig({ ...withPostgres, DRIFTWATCH_ROLE: 'scheduler' })).rejects.toThrow(
        /DRIFTWATCH_ROLE: must be one of all, web, worker/,
      );
      // The embedded database lives inside one process: a split needs PostgreSQL.
      await expect(loadConfig({ ...base, DRIFTWATCH_ROLE: 'web' })).rejects.toThrow(ConfigError);
      await expect(loadConfig({ ...base, DRIFTWATCH_ROLE: 'worker' })).rejects.toThrow(/needs DATABASE_URL/);
      expect(
        (await loadConfig({ ...base, DRIFTWATCH_ALLOW_LOCAL_REPOSITORIES: '0' })).allowLocalRepositories,
      ).toBe(false);
      await expect(loadConfig({ ...base, DRIFTWATCH_ALLOW_LOCAL_REPOSITORIES: 'no' })).rejects.toThrow(
        /DRIFTWATCH_ALLOW_LOCAL_REPOSITORIES: must be true or false/,
      );
    } finally {
      await rm(base.DRIFTWATCH_DATA_DIR, { recursive: true, force: true });
    }
  });
});

describe.each(testEngines())('web and worker processes on %s', (engine) => {
  let database: TestDatabase;
  let web: TestProcess;
  let worker: TestProcess | undefined;
  let fixtureDir: string;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    fixtureDir = await createTinyRepository({
      'README.md': '# Shop\n\nCall `placeOrder(items)`.\n',
      'src/shop.ts': 'export function placeOrder(items: string[]) { return items.length; }\n',
    });
    web = await startTestProcess(database, { role: 'web' });
  });
  afterAll(async () => {
    await worker?.close();
    await web?.close();
    await database?.destroy();
    await rm(fixtureDir, { recursive: true, force: true });
  });

  it('a web process enqueues but consumes and schedules nothing; a worker process runs the scan and the sweeper', async () => {
    expect(web.running.role).toBe('web');
    const owner = await createOwner(web);
    const connected = await web.api<{ scan: { id: string } }>('POST', '/api/repositories', {
      token: owner.token,
      body: { provider: 'git', url: fixtureDir },
    });
    expect(connected.status).toBe(201);
    const scanId = connected.body.scan.id;
    // The hourly sweeper, sent now (as its cron would), with a rate-limit counter for it to delete.
    await hitRateLimit(database.handle.db, 'signin:ended', 60_000, new Date(Date.now() - 3_600_000));
    const sender = createJobQueue(database.handle, { schedule: false });
    await sender.start();
    await sender.register([sweepExpiredRowsJob]);
    await sender.send(sweepExpiredRowsJob, {});
    await sender.stop();
    // Well past several polling intervals (0.5 s): a worker would have taken the job by now.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(await jobStates(database, 'scan-repository')).toEqual(['created']);
    expect((await findScanById(database.handle.db, scanId))?.status).toBe('queued');
    expect(await jobStates(database, 'sweep-expired-rows')).toEqual(['created']);
    expect(await rateLimitKeys(database)).toContain('signin:ended');
    expect(await scheduledQueues(database)).toEqual([]);

    // A worker process on the same database takes the job, runs the scan and schedules the cron jobs.
    const port = await freePort();
    worker = await startTestProcess(database, { role: 'worker', env: { PORT: String(port) } });
    expect(worker.running.url).toBeUndefined();
    expect(worker.running.app).toBeUndefined();
    const scan = await waitFor(
      async () => {
        const row = await findScanById(database.handle.db, scanId);
        return row && (row.status === 'succeeded' || row.status === 'failed') ? row : undefined;
      },
      60_000,
      'the worker to run the scan',
    );
    expect(scan.status).toBe('succeeded');
    // The job completes just after the handler has recorded the scan.
    await waitFor(
      async () => ((await jobStates(database, 'scan-repository')).join() === 'completed' ? true : undefined),
      10_000,
      'the job to complete',
    );
    expect(await scheduledQueues(database)).toEqual([
      'enforce-billing-deadlines',
      'poll-code-hosts',
      'scheduled-scan-tick',
      'send-daily-digests',
      'sweep-expired-rows',
      'sync-linear-statuses',
    ]);
    await waitFor(
      async () => ((await rateLimitKeys(database)).includes('signin:ended') ? undefined : true),
      10_000,
      'the worker to sweep',
    );
    // No HTTP listener: the configured port stays closed.
    await expect(fetch(`http://127.0.0.1:${port}/api/openapi.json`)).rejects.toThrow();
  });
});
