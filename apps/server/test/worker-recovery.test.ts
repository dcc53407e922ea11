import { rm } from 'node:fs/promises';
import { createTestDatabase, type TestDatabase, testEngines } from '@driftwatch/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLargeRepository } from '../bench/create-large-repository.js';
import { measureWorkerRecovery } from '../bench/measure-worker-recovery.js';
import { createOwner, startTestProcess, type TestProcess } from './process-support.js';

const modules = 10_000;

// Worker processes of their own need PostgreSQL: the embedded database lives inside one process.
describe.runIf(testEngines().includes('postgres'))('a worker process killed mid-scan', () => {
  let database: TestDatabase;
  let web: TestProcess;
  let repositoryDir: string;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    web = await startTestProcess(database, { role: 'web' });
    repositoryDir = await createLargeRepository(modules);
  });
  afterAll(async () => {
    await web?.close();
    await database?.destroy();
    if (repositoryDir) await rm(repositoryDir, { recursive: true, force: true });
  });

  it('leaves a scan that a new worker finishes within 2 minutes, once, with every drift', async () => {
    const databaseUrl = database.databaseUrl;
    if (!databaseUrl) throw new Error('no database URL');
    const owner = await createOwner(web);
    const recovery = await measureWorkerRecovery({
      database: database.handle,
      databaseUrl,
      dataDir: web.dataDir,
      timeoutMs: 120_000,
      async queueScan() {
        const connected = await web.api<{ scan: { id: string } }>('POST', '/api/repositories', {
          token: owner.token,
          body: { provider: 'git', url: repositoryDir },
        });
        if (connected.status !== 201) throw new Error(connected.text);
        return connected.body.scan.id;
      },
    });

    expect(recovery.scan).toMatchObject({
      status: 'succeeded',
      attempts: 2,
      orphanedRuns: 1,
      error: null,
      findingsCount: modules / 100,
      issuesCreated: modules / 100,
    });
    // Found dead after 45 s without a heartbeat, by a pass every 5 s, and run again at once.
    expect(recovery.rerunMs).toBeLessThan(60_000);
    expect(recovery.finishedMs).toBeLessThan(120_000);
    const issues = await database.handle.executeSql(
      'SELECT count(*)::int AS count, count(DISTINCT fingerprint)::int AS distinct FROM drift_issues',
    );
    expect(issues.rows[0]).toEqual({ count: modules / 100, distinct: modules / 100 });
    // The dead run's job was cancelled rather than left active until it expired.
    const jobs = await database.handle.executeSql(
      "SELECT state FROM pgboss.job WHERE name = 'scan-repository' ORDER BY created_on",
    );
    expect(jobs.rows.map((row) => row.state)).toEqual(['cancelled', 'completed']);
  }, 240_000);
});
