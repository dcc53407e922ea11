import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Engine } from '@driftwatch/db';
import { createTestDatabase, type TestDatabase } from '@driftwatch/db/testing';
import { createMailer, type Mailer } from '@driftwatch/integrations/email';
import { startTestSmtpServer, type TestSmtpServer } from '@driftwatch/integrations/email/testing';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../../src/build-server.js';
import { loadConfig } from '../../src/config/load-config.js';
import { type CoreLoop, createCoreLoop } from '../../src/jobs/create-core-loop.js';
import { coreLoopPlugin } from '../../src/routes/repositories/core-loop-plugin.js';
import type { WebhookPolicy } from '../../src/services/repositories/core-loop-context.js';

export const adminEmail = 'feedback-admin@example.com';

/** A clock the test can move forward, to reach link and session expiry without waiting. */
export class TestClock {
  private offsetMs = 0;
  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }
  advance(ms: number): void {
    this.offsetMs += ms;
  }
}

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export interface TestServer {
  url: string;
  app: FastifyInstance;
  database: TestDatabase;
  smtp: TestSmtpServer;
  clock: TestClock;
  dataDir: string;
  /** The repositories, scans and drift issues part, when started with `coreLoop`. */
  coreLoop: CoreLoop | null;
  /** Calls the API: JSON in, JSON (or text) out. */
  api<T = Record<string, unknown>>(
    method: string,
    pathname: string,
    options?: { body?: unknown; token?: string; rawBody?: string; headers?: Record<string, string> },
  ): Promise<ApiResponse<T>>;
  close(): Promise<void>;
}

export interface CoreLoopOptions {
  /** Run scan and alert workers (default true). */
  workers?: boolean;
  webhooks?: Partial<WebhookPolicy>;
}

export interface TestServerOptions {
  env?: Record<string, string>;
  /** Writes a minimal built web app (index.html) for the SPA tests. */
  withWebBuild?: boolean;
  /** Also registers the core loop (repositories, scans, drift issues), with workers unless told not to. */
  coreLoop?: boolean | CoreLoopOptions;
  /** Use this database instead of a fresh one (two servers on one PostgreSQL); close leaves it. */
  database?: TestDatabase;
  /** Collects the server's log lines (at LOG_LEVEL, which then defaults to info) instead of silencing them. */
  logLines?: string[];
}

async function writeWebBuild(webDistDir: string): Promise<void> {
  await mkdir(path.join(webDistDir, 'assets'), { recursive: true });
  await writeFile(path.join(webDistDir, 'index.html'), '<!doctype html><div id="root">Driftwatch SPA</div>');
  await writeFile(path.join(webDistDir, 'assets', 'app-1234.js'), 'console.log("app");');
}

/** The real server on 127.0.0.1 with a fresh database of the given engine and a real SMTP server. */
export async function startTestServer(engine: Engine, options: TestServerOptions = {}): Promise<TestServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'driftwatch-server-'));
  const webDistDir = path.join(dataDir, 'web-dist');
  if (options.withWebBuild) await writeWebBuild(webDistDir);
  const [database, smtp] = await Promise.all([
    options.database ?? createTestDatabase(engine),
    startTestSmtpServer(),
  ]);
  const config = await loadConfig({
    DRIFTWATCH_DATA_DIR: dataDir,
    DRIFTWATCH_SECRET_KEY: 'test-secret-key-test-secret-key-0123456789',
    PUBLIC_URL: 'http://driftwatch.test',
    SMTP_URL: smtp.url,
    DRIFTWATCH_ADMIN_EMAILS: adminEmail,
    AUTH_RATE_LIMIT_MAX: '1000',
    LOG_LEVEL: options.logLines ? 'info' : 'silent',
    WEB_DIST_DIR: webDistDir,
    ...options.env,
  });
  const clock = new TestClock();
  const { logLines } = options;
  const app = await buildServer({
    config,
    db: database.handle.db,
    clock,
    ...(logLines ? { logDestination: { write: (line: string) => logLines.push(line) } } : { logger: false }),
  });
  let coreLoop: CoreLoop | null = null;
  let mailer: Mailer | null = null;
  if (options.coreLoop) {
    const loop = options.coreLoop === true ? {} : options.coreLoop;
    mailer = createMailer({ smtpUrl: smtp.url, from: config.mailFrom, dataDir });
    coreLoop = await createCoreLoop({
      context: { config, db: database.handle.db, mailer, clock },
      database: database.handle,
      logger: app.log,
      runWorkers: loop.workers ?? true,
      jobs: { pollingIntervalSeconds: 0.5, retryDelaySeconds: 1 },
      webhooks: loop.webhooks,
    });
    await app.register(coreLoopPlugin, { coreLoop });
  }
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('The server has no TCP address');
  const url = `http://127.0.0.1:${address.port}`;

  return {
    url,
    app,
    database,
    smtp,
    clock,
    dataDir,
    coreLoop,
    async api(method, pathname, request = {}) {
      const headers: Record<string, string> = { ...request.headers };
      if (request.token) headers.authorization = `Bearer ${request.token}`;
      let body: string | undefined;
      if (request.rawBody !== undefined) body = request.rawBody;
      else if (request.body !== undefined) body = JSON.stringify(request.body);
      if (body !== undefined && !headers['content-type']) headers['content-type'] = 'application/json';
      const response = await fetch(`${url}${pathname}`, { method, headers, body, redirect: 'manual' });
      const text = await response.text();
      let parsed: unknown = text;
      if (response.headers.get('content-type')?.includes('application/json') && text)
        parsed = JSON.parse(text);
      return { status: response.status, headers: response.headers, body: parsed as never, text };
    },
    async close() {
      // Closing the app stops the core loop's queues and workers (the plugin's onClose).
      await app.close();
      await mailer?.close();
      await Promise.all([options.database ? undefined : database.destroy(), smtp.close()]);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export interface CoreLoopServer extends TestServer {
  coreLoop: CoreLoop;
}

/** startTestServer with the core loop, for the repository, scan and drift issue tests. */
export async function startCoreLoopServer(
  engine: Engine,
  options: CoreLoopOptions & Omit<TestServerOptions, 'coreLoop'> = {},
): Promise<CoreLoopServer> {
  const { workers, webhooks, ...rest } = options;
  const server = await startTestServer(engine, { ...rest, coreLoop: { workers, webhooks } });
  const { coreLoop } = server;
  if (!coreLoop) throw new Error('The core loop did not start');
  return { ...server, coreLoop };
}
