import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Database } from '@driftwatch/db';
import { insertMember, insertOrganization, insertUser } from '@driftwatch/db';
import type { TestDatabase } from '@driftwatch/db/testing';
import { createOutboxMailer } from '@driftwatch/integrations/email';
import { loadConfig } from '../../src/config/load-config.js';
import { type CoreLoop, createCoreLoop } from '../../src/jobs/create-core-loop.js';
import { startWorker } from '../../src/jobs/start-worker.js';
import { TestClock } from './start-test-server.js';

const quietLogger = { info() {}, warn() {}, error() {} };

export interface TestCoreLoop {
  coreLoop: CoreLoop;
  clock: TestClock;
  dataDir: string;
  close(): Promise<void>;
}

/** The core loop without HTTP: queues, workers and services on a test database. */
export async function createTestCoreLoop(
  database: TestDatabase,
  options: { workers?: boolean } = {},
): Promise<TestCoreLoop> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'driftwatch-jobs-'));
  const config = await loadConfig({
    DRIFTWATCH_DATA_DIR: dataDir,
    DRIFTWATCH_SECRET_KEY: 'test-secret-key-test-secret-key-0123456789',
    LOG_LEVEL: 'silent',
  });
  const clock = new TestClock();
  const mailer = createOutboxMailer({
    outboxDir: path.join(dataDir, 'outbox'),
    from: config.mailFrom,
    print: () => {},
  });
  const jobs = { pollingIntervalSeconds: 0.5, retryDelaySeconds: 1 };
  const context = { config, db: database.handle.db, mailer, clock };
  // With workers this is exactly the worker role's start-up; without, only the queues exist.
  const coreLoop =
    options.workers === false
      ? await createCoreLoop({
          context,
          database: database.handle,
          logger: quietLogger,
          runWorkers: false,
          jobs,
        })
      : await startWorker({ config, database: database.handle, mailer, clock, logger: quietLogger, jobs });
  if (options.workers === false) await coreLoop.start();
  return {
    coreLoop,
    clock,
    dataDir,
    async close() {
      await coreLoop.stop();
      await mailer.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A user who owns a fresh organization, written straight to the database. */
export async function createOrganizationOwner(
  db: Database,
): Promise<{ userId: string; organizationId: string }> {
  const suffix = randomBytes(4).toString('hex');
  const user = await insertUser(db, { email: `owner-${suffix}@example.com`, name: `Owner ${suffix}` });
  const organization = await insertOrganization(db, {
    name: `Org ${suffix}`,
    slug: `org-${suffix}`,
    createdBy: user.id,
  });
  await insertMember(db, {
    organizationId: organization.id,
    userId: user.id,
    email: user.email,
    role: 'owner',
    joinedAt: new Date(),
  });
  return { userId: user.id, organizationId: organization.id };
}
