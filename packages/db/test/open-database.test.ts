import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { findUserByEmail, insertUser, listPlans, migrate, openDatabase } from '../src/index.js';
import { createTestDatabase } from '../src/testing/index.js';

describe('openDatabase with the embedded default', () => {
  const directories: string[] = [];
  afterAll(async () => {
    await Promise.all(directories.map((directory) => rm(directory, { recursive: true, force: true })));
  });

  it('creates PGlite in the data dir, migrates idempotently and keeps data across reopen', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'driftwatch-db-'));
    directories.push(dataDir);

    const first = await openDatabase({ dataDir });
    expect(first.engine).toBe('pglite');
    await migrate(first);
    await migrate(first);
    await insertUser(first.db, { email: 'kept@example.com', name: 'Kept' });
    await first.close();

    const second = await openDatabase({ dataDir });
    await migrate(second);
    expect((await findUserByEmail(second.db, 'kept@example.com'))?.name).toBe('Kept');
    expect(await listPlans(second.db)).toHaveLength(3);
    await second.close();
    // Creating a PGlite data dir takes ~5 s on an idle machine; leave room for a busy CI runner.
  }, 120_000);
});

describe.skipIf(!process.env.DATABASE_URL)('openDatabase with DATABASE_URL', () => {
  it('connects to PostgreSQL and lets two instances migrate at once', async () => {
    const testDb = await createTestDatabase('postgres');
    try {
      const first = await openDatabase({ databaseUrl: testDb.databaseUrl, dataDir: 'unused' });
      const second = await openDatabase({ databaseUrl: testDb.databaseUrl, dataDir: 'unused' });
      expect(first.engine).toBe('postgres');
      await Promise.all([migrate(first), migrate(second)]);
      expect(await listPlans(second.db)).toHaveLength(3);
      await Promise.all([first.close(), second.close()]);
    } finally {
      await testDb.destroy();
    }
  });

  it('closes only once every connection has ended, so ending its backends right after breaks none', async () => {
    const serverUrl = process.env.DATABASE_URL ?? '';
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    const name = `driftwatch_close_${process.pid}`;
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const connectionErrors: Error[] = [];
    try {
      // The race is narrow: a few dozen rounds make it show without the wait.
      for (let round = 0; round < 40; round += 1) {
        const handle = await openDatabase({
          databaseUrl: url.toString(),
          dataDir: 'unused',
          onConnectionError: (error) => connectionErrors.push(error),
        });
        await Promise.all([1, 2, 3].map((n) => handle.executeSql('SELECT pg_sleep(0.01), $1::int', [n])));
        await handle.close();
        // What DROP DATABASE ... WITH (FORCE) does to the database's connections.
        await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [
          name,
        ]);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      await admin.query(`DROP DATABASE ${name} WITH (FORCE)`);
      await admin.end();
    }
    expect(connectionErrors.map((error) => error.message)).toEqual([]);
  });
});
