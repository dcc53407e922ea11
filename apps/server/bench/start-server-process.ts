import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { benchEnvironment } from './bench-config.js';

export interface ServerProcess {
  url: string;
  stop(): Promise<void>;
}

const serverRoot = fileURLToPath(new URL('..', import.meta.url));

async function findFreePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  if (address === null || typeof address === 'string') throw new Error('No free port');
  return address.port;
}

async function waitUntilListening(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The second server exited:\n${output()}`);
    // Any answer (a 401 without a token) means the server is up.
    const answered = await fetch(`${url}/api/live/ticket`, { method: 'POST' }).then(
      () => true,
      () => false,
    );
    if (answered) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The second server did not start within a minute:\n${output()}`);
}

/**
 * Another Driftwatch server in its own OS process, started like `npm run dev` starts the API
 * (apps/server/src/main.ts from sources), on the same database: a second instance behind a load
 * balancer, whose live events reach the first one's streams only through LISTEN/NOTIFY.
 */
export async function startServerProcess(databaseUrl: string, dataDir: string): Promise<ServerProcess> {
  const port = await findFreePort();
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', 'src/main.ts'], {
    cwd: serverRoot,
    env: { ...process.env, ...benchEnvironment(databaseUrl, dataDir), PORT: String(port) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntilListening(url, child, () => errors);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    url,
    async stop() {
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      // A graceful stop waits up to 10 s for running jobs; past that, the bench must not hang.
      const forced = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(forced);
    },
  };
}
