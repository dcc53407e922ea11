import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Engine } from '@driftwatch/db';
import { createTestDatabase, type TestDatabase } from '@driftwatch/db/testing';
import { createMailer } from '@driftwatch/integrations/email';
import { startTestSmtpServer, type TestSmtpServer } from '@driftwatch/integrations/email/testing';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../../src/build-server.js';
import { loadConfig } from '../../src/config/load-config.js';
import { type CoreLoop, createCoreLoop } from '../../src/jobs/create-core-loop.js';
import { coreLoopPlugin } from '../../src/routes/repositories/core-loop-plugin.js';
import type { WebhookPolicy } from '../../src/services/repositories/core-loop-context.js';
import { type ApiResponse, TestClock } from '../support/start-test-server.js';

export interface CoreLoopServer {
  url: string;
  app: FastifyInstance;
  coreLoop: CoreLoop;
  database: TestDatabase;
  smtp: TestSmtpServer;
  clock: TestClock;
  dataDir: string;
  api<T = Record<string, unknown>>(
    method: string,
    pathname: string,
    options?: { body?: unknown; token?: string; headers?: Record<string, string> },
  ): Promise<ApiResponse<T>>;
  close(): Promise<void>;
}

export interface CoreLoopServerOptions {
  /** Run scan and alert workers (default true). */
  workers?: boolean;
  webhooks?: Partial<WebhookPolicy>;
  /** Use this database instead of a fresh one (two servers on one PostgreSQL). */
  database?: TestDatabase;
}

/** The real server with the core loop on 127.0.0.1, a fresh database, a real SMTP server. */
export async function startCoreLoopServer(
  engine: Engine,
  options: CoreLoopServerOptions = {},
): Promise<CoreLoopServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'driftwatch-core-loop-'));
  const [database, smtp] = await Promise.all([
    options.database ?? createTestDatabase(engine),
    startTestSmtpServer(),
  ]);
  const config = await loadConfig({
    DRIFTWATCH_DATA_DIR: dataDir,
    DRIFTWATCH_SECRET_KEY: 'test-secret-key-test-secret-key-0123456789',
    PUBLIC_URL: 'http://driftwatch.test',
    SMTP_URL: smtp.url,
    AUTH_RATE_LIMIT_MAX: '1000',
    LOG_LEVEL: 'silent',
  });
  const clock = new TestClock();
  const app = await buildServer({ config, db: database.handle.db, clock, logger: false });
  const mailer = createMailer({ smtpUrl: smtp.url, from: config.mailFrom, dataDir, logger: app.log });
  const coreLoop = await createCoreLoop({
    context: { config, db: database.handle.db, mailer, clock },
    database: database.handle,
    logger: app.log,
    runWorkers: options.workers ?? true,
    jobs: { pollingIntervalSeconds: 0.5, retryDelaySeconds: 1 },
    webhooks: options.webhooks,
  });
  await app.register(coreLoopPlugin, { coreLoop });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('The server has no TCP address');
  const url = `http://127.0.0.1:${address.port}`;
  return {
    url,
    app,
    coreLoop,
    database,
    smtp,
    clock,
    dataDir,
    async api(method, pathname, request = {}) {
      const headers: Record<string, string> = { ...request.headers };
      if (request.token) headers.authorization = `Bearer ${request.token}`;
      const body = request.body === undefined ? undefined : JSON.stringify(request.body);
      if (body !== undefined) headers['content-type'] = 'application/json';
      const response = await fetch(`${url}${pathname}`, { method, headers, body, redirect: 'manual' });
      const text = await response.text();
      const parsed: unknown =
        response.headers.get('content-type')?.includes('application/json') && text ? JSON.parse(text) : text;
      return { status: response.status, headers: response.headers, body: parsed as never, text };
    },
    async close() {
      await app.close();
      await mailer.close();
      if (!options.database) await database.destroy();
      await smtp.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
