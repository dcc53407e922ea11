import { spawn } from 'node:child_process';
import type { ScanRow } from '@driftwatch/db';
import { findScanById } from '@driftwatch/db/worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerContext } from '../src/server-context.js';
import { connectRepository } from '../src/services/repositories/connect-repository.js';
import { waitFor } from './support/accounts.js';
import { createOrganizationOwner } from './support/create-test-worker.js';
import { createGitRepository } from './support/git-fixture.js';
import { startTestServer, type TestServer } from './support/start-test-server.js';

/** Real drift next to the hostile file: a parameter the docs name that the code dropped. */
const drift = {
  'docs/guide.md': '# Shop\n\nUse `createOrder(items, coupon)` to place an order.\n',
  'src/orders.ts': 'export function createOrder(items: string[]) { return items.length; }\n',
};

/** Emphasis markers micromark matches in quadratic time: this page alone took over two minutes. */
const emphasisBomb = `${'*_'.repeat(20_000)}y${'_*'.repeat(20_000)}`;

/** Pages within every limit but slow to read (~0.4 ms per table row): real parsing work. */
const slowPages = Object.fromEntries(
  Array.from({ length: 4 }, (_, page) => [
    `docs/tables-${page}.md`,
    [0, 1].map((i) => `## Table ${i}\n\n| a | b |\n|---|---|\n${'| `x` | y |\n'.repeat(1400)}`).join('\n'),
  ]),
);

interface Polled {
  at: number;
  ms: number;
  status: number;
}

const POLL_SCRIPT = `
const url = process.argv[1];
for (;;) {
  const at = Date.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  console.log(JSON.stringify({ at, ms: Date.now() - at, status: response.status }));
  await new Promise((resolve) => setTimeout(resolve, 20));
}`;

/** Requests `url` every 20 ms from a child process until stopped; returns when each started and took. */
function pollFromAnotherProcess(url: string): { stop(): Promise<Polled[]> } {
  const child = spawn(process.execPath, ['--input-type=module', '-e', POLL_SCRIPT, url], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return {
    async stop() {
      child.kill();
      await exited;
      return output
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as Polled);
    },
  };
}

interface Warning {
  details: Record<string, unknown>;
  message: string;
}

/** Keeps the warnings the scan jobs log, passing them on to the real logger. */
function recordWarnings(context: ServerContext): Warning[] {
  const warnings: Warning[] = [];
  const real = context.logger;
  context.logger = {
    info: (details, message) => real.info(details, message),
    error: (details, message) => real.error(details, message),
    warn: (details, message) => {
      warnings.push({ details, message });
      real.warn(details, message);
    },
  };
  return warnings;
}

describe('scans of repositories with hostile files', () => {
  let server: TestServer;
  let scope: { organizationId: string; userId: string };
  let warnings: Warning[];

  beforeAll(async () => {
    server = await startTestServer('pglite');
    scope = await createOrganizationOwner(server.context.db);
    warnings = recordWarnings(server.context);
  });
  afterAll(async () => {
    await server?.close();
  });

  async function connect(files: Record<string, string>): Promise<string> {
    const repo = await createGitRepository(files);
    const connected = await connectRepository(server.context, {
      scope,
      repository: { provider: 'git', url: repo.dir, defaultBranch: 'main' },
    });
    return connected.scan?.id ?? '';
  }

  async function scanState(scanId: string): Promise<ScanRow | undefined> {
    return findScanById(server.context.db, scanId);
  }

  const skippedPaths = (scanId: string) =>
    warnings
      .filter((w) => w.details.scanId === scanId)
      .flatMap((w) => (w.details.skipped as Array<{ path: string; reason: string }>) ?? []);

  it('answers other requests at once while the engine reads a page made to stall the reader', async () => {
    // The engine's run is the window between its first progress event and its last.
    const engineRun: number[] = [];
    const unsubscribe = server.context.live.subscribe(scope.organizationId, (event) => {
      if (event.type === 'scan.progress' && (event.phase === 'discover' || event.phase === 'done'))
        engineRun.push(Date.now());
    });
    // The client runs in its own process: one on the server's event loop would stall with it.
    const client = pollFromAnotherProcess(`${server.url}/api/plans/public`);
    const scanId = await connect({ ...drift, 'README.md': emphasisBomb, ...slowPages });
    const scan = await waitFor(
      async () => {
        const row = await scanState(scanId);
        return row?.status === 'succeeded' || row?.status === 'failed' ? row : undefined;
      },
      60_000,
      'the scan',
    );
    unsubscribe();
    const requests = await client.stop();
    expect(scan).toMatchObject({ status: 'succeeded', error: null });
    expect(scan.issuesCreated).toBeGreaterThan(0);
    const [from = 0, to = 0] = engineRun;
    // Long enough that an engine on the server's event loop would have held these requests.
    expect(to - from).toBeGreaterThan(1000);
    const during = requests.filter((r) => r.at >= from && r.at <= to);
    expect(during.length).toBeGreaterThan(5);
    expect(during.filter((r) => r.status !== 200 || r.ms >= 200)).toEqual([]);
    expect(skippedPaths(scanId)).toEqual([
      { path: 'README.md', reason: 'not read: more than 1000 emphasis markers in one paragraph' },
    ]);
  }, 120_000);

  it('completes a scan whose code file would crash the parser, naming the file, and stays up', async () => {
    const scanId = await connect({ ...drift, 'src/nested.js': '['.repeat(20_000) });
    const scan = await waitFor(
      async () => {
        const row = await scanState(scanId);
        return row?.status === 'succeeded' || row?.status === 'failed' ? row : undefined;
      },
      60_000,
      'the scan',
    );
    expect(scan).toMatchObject({ status: 'succeeded', attempts: 1, error: null });
    expect(scan.issuesCreated).toBeGreaterThan(0);
    expect(skippedPaths(scanId)).toEqual([
      { path: 'src/nested.js', reason: 'not read: nesting deeper than 500' },
    ]);
    expect((await server.api('GET', '/api/plans/public')).status).toBe(200);
  }, 120_000);
});
