import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type FakeLinear,
  startFakeLinear,
} from '../../../../apps/server/test/support/fakes/linear/start-fake-linear.js';

export interface LinearConfiguredServer {
  baseURL: string;
  /** Its data dir: mails land in its outbox. */
  dataDir: string;
  linear: FakeLinear;
  close(): Promise<void>;
}

async function waitUntilUp(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Driftwatch server exited:\n${output()}`);
    const ready = await fetch(url).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ready) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Driftwatch server did not start:\n${output()}`);
}

/**
 * A Driftwatch server of its own, built from dist, whose Linear settings (OAuth client, API, authorize
 * page, webhook secret) point at a local fake Linear.
 */
export async function startLinearConfiguredServer(): Promise<LinearConfiguredServer> {
  const linear = await startFakeLinear();
  const port = 45_000 + Math.floor(Math.random() * 2000);
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'driftwatch-e2e-linear-'));
  let output = '';
  const child = spawn('node', ['apps/server/dist/main.js'], {
    env: {
      ...process.env,
      ...linear.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseURL,
      DRIFTWATCH_DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_MAX: '1000',
      DATABASE_URL: '',
      SMTP_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  try {
    await waitUntilUp(`${baseURL}/api/plans/public`, child, () => output);
  } catch (error) {
    child.kill();
    await linear.close();
    throw error;
  }
  return {
    baseURL,
    dataDir,
    linear,
    close: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill();
      await exited;
      await linear.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
