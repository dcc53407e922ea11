import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type FakeGitlab,
  startFakeGitlab,
} from '../../../../apps/server/test/support/fakes/gitlab/start-fake-gitlab.js';

export interface GitlabConfiguredServer {
  baseURL: string;
  /** Its data dir: mails land in its outbox. */
  dataDir: string;
  gitlab: FakeGitlab;
  close(): Promise<void>;
}

async function waitUntilUp(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`Driftwatch server exited:\n${output()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`Driftwatch server did not start:\n${output()}`);
}

/**
 * A Driftwatch server of its own whose GITLAB_URL is a local fake GitLab (no OAuth application, so
 * GitLab connects by access token) and whose PUBLIC_URL is its own address, where the fake's hooks
 * deliver.
 */
export async function startGitlabConfiguredServer(): Promise<GitlabConfiguredServer> {
  const gitlab = await startFakeGitlab();
  const port = 45_000 + Math.floor(Math.random() * 2000);
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'driftwatch-e2e-gitlab-'));
  let output = '';
  const child = spawn('node', ['apps/server/dist/main.js'], {
    env: {
      ...process.env,
      GITLAB_URL: gitlab.origin,
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
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  try {
    await waitUntilUp(`${baseURL}/api/plans/public`, child, () => output);
  } catch (error) {
    child.kill();
    await gitlab.close();
    throw error;
  }
  return {
    baseURL,
    dataDir,
    gitlab,
    close: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill();
      await exited;
      await gitlab.close();
    },
  };
}
