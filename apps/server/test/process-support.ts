import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { TestDatabase } from '@driftwatch/db/testing';
import { readOutbox } from '@driftwatch/integrations/email/testing';
import type { AppConfig } from '../src/config/app-config.js';
import { loadConfig } from '../src/config/load-config.js';
import { type RunningProcess, startProcess } from '../src/process/start-process.js';
import { tokenFromLink, waitFor } from './support/accounts.js';
import { type ApiResponse, TestClock } from './support/start-test-server.js';

export interface TestProcess {
  running: RunningProcess;
  config: AppConfig;
  clock: TestClock;
  dataDir: string;
  api<T = Record<string, unknown>>(
    method: string,
    pathname: string,
    options?: { body?: unknown; token?: string },
  ): Promise<ApiResponse<T>>;
  close(): Promise<void>;
}

/**
 * One process started exactly as main.ts starts it (startProcess), on a test database the caller
 * owns, with extra environment variables. `role` overrides DRIFTWATCH_ROLE after parsing, because
 * the environment refuses web and worker roles on the single-process embedded database that the
 * PGlite runs share in-process.
 */
export async function startTestProcess(
  database: TestDatabase,
  options: { env?: Record<string, string>; role?: AppConfig['role'] } = {},
): Promise<TestProcess> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'driftwatch-process-'));
  const loaded = await loadConfig({
    PORT: '0',
    HOST: '127.0.0.1',
    DRIFTWATCH_DATA_DIR: dataDir,
    DRIFTWATCH_SECRET_KEY: 'test-secret-key-test-secret-key-0123456789',
    PUBLIC_URL: 'http://driftwatch.test',
    AUTH_RATE_LIMIT_MAX: '1000',
    LOG_LEVEL: 'silent',
    ...options.env,
  });
  const config: AppConfig = options.role ? { ...loaded, role: options.role } : loaded;
  const clock = new TestClock();
  const running = await startProcess({
    config,
    database: database.handle,
    clock,
    logger: false,
    jobs: { pollingIntervalSeconds: 0.5, retryDelaySeconds: 1 },
  });
  return {
    running,
    config,
    clock,
    dataDir,
    async api(method, pathname, request = {}) {
      if (!running.url) throw new Error(`A ${running.role} process has no HTTP API`);
      const headers: Record<string, string> = {};
      if (request.token) headers.authorization = `Bearer ${request.token}`;
      const body = request.body === undefined ? undefined : JSON.stringify(request.body);
      if (body !== undefined) headers['content-type'] = 'application/json';
      const response = await fetch(`${running.url}${pathname}`, {
        method,
        headers,
        body,
        redirect: 'manual',
      });
      const text = await response.text();
      const parsed: unknown =
        response.headers.get('content-type')?.includes('application/json') && text ? JSON.parse(text) : text;
      return { status: response.status, headers: response.headers, body: parsed as never, text };
    },
    async close() {
      await running.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

let counter = 0;

/** Signs up a new user who creates an organization: the state of someone connecting repositories. */
export async function createOwner(
  target: TestProcess,
  name = 'Ada Lovelace',
): Promise<{ token: string; userId: string; organizationId: string }> {
  counter += 1;
  const email = `owner-${counter}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  const signup = await target.api('POST', '/api/auth/signup', {
    body: { name, email, password: 'first-password', confirmPassword: 'first-password' },
  });
  if (signup.status !== 202) throw new Error(`Sign-up failed: ${signup.status} ${signup.text}`);
  // Without SMTP the confirmation mail lands in the data dir's outbox.
  const link = await waitFor(
    async () =>
      (await readOutbox(path.join(target.dataDir, 'outbox')))
        .find((mail) => mail.to.includes(email))
        ?.links.find((candidate) => new URL(candidate).pathname === '/verify-email'),
    10_000,
    `the confirmation mail to ${email}`,
  );
  const confirmed = await target.api<{ token: string; user: { id: string } }>(
    'POST',
    '/api/auth/verify-email',
    { body: { token: tokenFromLink(link) } },
  );
  if (confirmed.status !== 201) throw new Error(`Confirming failed: ${confirmed.status} ${confirmed.text}`);
  const created = await target.api<{ organization: { id: string } }>('POST', '/api/teams/organizations', {
    token: confirmed.body.token,
    body: { name: `${name}'s team` },
  });
  if (created.status !== 201) throw new Error(`Creating the organization failed: ${created.text}`);
  return {
    token: confirmed.body.token,
    userId: confirmed.body.user.id,
    organizationId: created.body.organization.id,
  };
}

const run = promisify(execFile);

/** A real git repository in a temporary folder with these files in one commit; returns its path. */
export async function createTinyRepository(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'driftwatch-tiny-repo-'));
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
    await writeFile(path.join(dir, file), content);
  }
  const env = { ...process.env, GIT_CONFIG_GLOBAL: '/dev/null', GIT_CONFIG_NOSYSTEM: '1' };
  const identity = [
    '-c',
    'user.name=Test Author',
    '-c',
    'user.email=test@example.com',
    '-c',
    'commit.gpgSign=false',
  ];
  await run('git', ['-C', dir, 'init', '--quiet', '--initial-branch=main'], { env });
  await run('git', ['-C', dir, 'add', '--all'], { env });
  await run('git', [...identity, '-C', dir, 'commit', '--quiet', '-m', 'Initial commit'], { env });
  return dir;
}
