import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { benchEnvironment } from './bench-config.js';

export interface ServerProcess {
  /** Where its API listens; undefined for the worker role. */
  url: string | undefined;
  stop(): Promise<void>;
  /** Ends it as `kill -9` would (a crash, the out-of-memory killer): nothing of it runs any more. */
  kill(): Promise<void>;
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

/**
 * Another Driftwatch process, started like `npm run dev` starts the API (apps/server/src/main.ts
 * from sources), on the same database: a second instance (`all`) or a `worker`, whose live events
 * reach the bench's streams only through LISTEN/NOTIFY. Resolves once it logs that it is running.
 */
export async function startServerProcess(
  databaseUrl: string,
  dataDir: string,
  role: 'all' | 'worker',
): Promise<ServerProcess> {
  const port = await findFreePort();
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', 'src/main.ts'], {
    cwd: serverRoot,
    env: {
      ...process.env,
      ...benchEnvironment(databaseUrl, dataDir),
      // Info, to read the start-up line; a real deployment logs each request at this level too.
      LOG_LEVEL: 'info',
      PORT: String(port),
      DRIFTWATCH_ROLE: role,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
  });
  const started = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`The ${role} process did not start:\n${errors}`)),
      60_000,
    );
    // The log is read to the end, or a full pipe would stall the process.
    child.stdout.on('data', (chunk: Buffer) => {
      if (!chunk.toString().includes('is running')) return;
      clearTimeout(timer);
      resolve();
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The ${role} process exited (${code}):\n${errors}`));
    });
  });
  try {
    await started;
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    url: role === 'worker' ? undefined : `http://127.0.0.1:${port}`,
    async kill() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      // A graceful stop waits up to 10 s for running jobs; past that, the bench must not hang.
      const forced = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(forced);
    },
  };
}
