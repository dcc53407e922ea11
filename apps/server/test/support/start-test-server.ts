import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Engine } from '@driftwatch/db';
import { createTestDatabase, type TestDatabase } from '@driftwatch/db/testing';
import { startTestSmtpServer, type TestSmtpServer } from '@driftwatch/integrations/email/testing';
import type { FastifyInstance } from 'fastify';
import { buildServer } from '../../src/build-server.js';
import { loadConfig } from '../../src/config/load-config.js';
import type { DataPaths, ServerContext, WebhookPolicy } from '../../src/server-context.js';
import { dataPaths } from '../../src/services/repositories/create-repository-providers.js';

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
  /** Where the server keeps clones, samples and the scan cache. */
  paths: DataPaths;
  /** The server's own context, e.g. to publish a live event as a job would. */
  context: ServerContext;
  /** Calls the API: JSON in, JSON (or text) out. */
  api<T = Record<string, unknown>>(
    method: string,
    pathname: string,
    options?: { body?: unknown; token?: string; rawBody?: string; headers?: Record<string, string> },
  ): Promise<ApiResponse<T>>;
  close(): Promise<void>;
}

export interface TestServerOptions {
  env?: Record<string, string>;
  /** Writes a minimal built web app (index.html) for the SPA tests. */
  withWebBuild?: boolean;
  /** Run scan and alert workers (default true). */
  workers?: boolean;
  webhooks?: Partial<WebhookPolicy>;
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
    database: database.handle,
    clock,
    ...(logLines ? { logDestination: { write: (line: string) => logLines.push(line) } } : { logger: false }),
    runWorkers: options.workers ?? true,
    jobs: { pollingIntervalSeconds: 0.5, retryDelaySeconds: 1 },
    webhooks: options.webhooks,
  });
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
    paths: dataPaths(dataDir),
    context: app.serverContext,
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
      // Closing the app stops the job queue and workers, and closes the mailer.
      await app.close();
      await Promise.all([options.database ? undefined : database.destroy(), smtp.close()]);
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
