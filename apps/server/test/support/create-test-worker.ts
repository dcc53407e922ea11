import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Database } from '@driftwatch/db';
import { insertMember, insertOrganization, insertUser } from '@driftwatch/db';
import type { TestDatabase } from '@driftwatch/db/testing';
import { createOutboxMailer } from '@driftwatch/integrations/email';
import { loadConfig } from '../../src/config/load-config.js';
import { startJobs } from '../../src/jobs/start-jobs.js';
import { stopJobs } from '../../src/jobs/stop-jobs.js';
import { createServerContext } from '../../src/process/create-server-context.js';
import { startWorker } from '../../src/process/start-worker.js';
import type { ServerContext } from '../../src/server-context.js';
import { TestClock } from './start-test-server.js';

const quietLogger = { info() {}, warn() {}, error() {} };

export interface TestWorker {
  context: ServerContext;
  clock: TestClock;
  dataDir: string;
  close(): Promise<void>;
}

/** The worker role without HTTP: queues, workers and services on a test database. */
export async function createTestWorker(
  database: TestDatabase,
  options: { workers?: boolean } = {},
): Promise<TestWorker> {
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
  // With workers this is exactly the worker role's start-up; without, only the queues exist.
  const context =
    options.workers === false
      ? await createServerContext({
          config,
          database: database.handle,
          mailer,
          clock,
          logger: quietLogger,
          schedule: false,
          jobs,
        })
      : await startWorker({ config, database: database.handle, mailer, clock, logger: quietLogger, jobs });
  if (options.workers === false) await startJobs(context, { runWorkers: false });
  return {
    context,
    clock,
    dataDir,
    async close() {
      await stopJobs(context);
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
