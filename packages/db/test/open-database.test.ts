import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
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
});
