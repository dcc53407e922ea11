import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface DriftwatchServer {
  baseURL: string;
  /** Its data dir: mails land in its outbox. */
  dataDir: string;
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

/** A free-looking port for a second server, chosen before its providers' fakes need its URL. */
export function pickPort(): number {
  return 43_000 + Math.floor(Math.random() * 4000);
}

/**
 * A Driftwatch server of its own (fresh data dir and embedded database) with extra environment,
 * e.g. a provider's variables pointed at a local fake.
 */
async function startDriftwatchServer(
  env: Record<string, string>,
  port = pickPort(),
): Promise<DriftwatchServer> {
  const baseURL = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'driftwatch-e2e-own-'));
  let output = '';
  const child = spawn('node', ['apps/server/dist/main.js'], {
    env: {
      ...process.env,
      ...env,
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
    throw error;
  }
  return {
    baseURL,
    dataDir,
    close: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill();
      await exited;
    },
  };
}

/** A local fake of a provider: the variables that point Driftwatch at it, and how to stop it. */
interface ProviderFake {
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * A server of its own beside a provider's fake, with the provider's variables pointed at it:
 * closing it stops both, and a server that fails to start stops the fake too.
 */
export async function startServerBeside(fake: ProviderFake, port?: number): Promise<DriftwatchServer> {
  try {
    const server = await startDriftwatchServer(fake.env, port);
    return {
      ...server,
      close: async () => {
        await server.close();
        await fake.close();
      },
    };
  } catch (error) {
    await fake.close();
    throw error;
  }
}
