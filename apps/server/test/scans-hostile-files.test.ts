import { spawn } from 'node:child_process';
import {
  connectRepositoryResponseSchema,
  repositoryListResponseSchema,
  type Scan,
  scanResponseSchema,
} from '@driftwatch/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTeamMember, type TeamMember, waitFor } from './support/accounts.js';
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
  Array.from({ length: 6 }, (_, page) => [
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

describe('scans of repositories with hostile files', () => {
  let server: TestServer;
  let owner: TeamMember;

  beforeAll(async () => {
    server = await startTestServer('pglite');
    owner = await createTeamMember(server);
  });
  afterAll(async () => {
    await server?.close();
  });

  /** Connects a repository of these files through the API; the first scan is queued at once. */
  async function connect(files: Record<string, string>): Promise<Scan> {
    const repo = await createGitRepository(files);
    const response = await server.api('POST', '/api/repositories', {
      token: owner.token,
      body: { provider: 'git', url: repo.dir },
    });
    const { scan } = connectRepositoryResponseSchema.parse(response.body);
    if (!scan) throw new Error(`No scan queued: ${response.status} ${response.text}`);
    return scan;
  }

  /** The scan as the API answers it, once it has finished. */
  function finishedScan(scanId: string): Promise<Scan> {
    return waitFor(
      async () => {
        const { scan } = scanResponseSchema.parse(
          (await server.api('GET', `/api/scans/${scanId}`, { token: owner.token })).body,
        );
        return scan.status === 'succeeded' || scan.status === 'failed' ? scan : undefined;
      },
      60_000,
      'the scan',
    );
  }

  it('answers other requests at once while the engine reads a page made to stall the reader', async () => {
    // The engine's run is the window between its first progress event and its last.
    const engineRun: number[] = [];
    const unsubscribe = server.context.live.subscribe(owner.organizationId, (event) => {
      if (event.type === 'scan.progress' && (event.phase === 'discover' || event.phase === 'done'))
        engineRun.push(Date.now());
    });
    // The client runs in its own process: one on the server's event loop would stall with it.
    const client = pollFromAnotherProcess(`${server.url}/api/plans/public`);
    const queued = await connect({ ...drift, 'README.md': emphasisBomb, ...slowPages });
    const scan = await finishedScan(queued.id);
    unsubscribe();
    const requests = await client.stop();
    expect(scan).toMatchObject({ status: 'succeeded', error: null });
    expect(scan.issuesCreated).toBeGreaterThan(0);
    const [from = 0, to = 0] = engineRun;
    // Long enough that an engine on the server's event loop would have held these requests past 200 ms
    // (a quiet machine reads the pages in about 1.5 s, a loaded one in several).
    expect(to - from).toBeGreaterThan(500);
    const during = requests.filter((r) => r.at >= from && r.at <= to);
    expect(during.length).toBeGreaterThan(5);
    expect(during.filter((r) => r.status !== 200 || r.ms >= 200)).toEqual([]);
    expect(scan).toMatchObject({
      skippedFiles: [
        { path: 'README.md', reason: 'not read: more than 1000 emphasis markers in one paragraph' },
      ],
      skippedFileCount: 1,
    });
  }, 120_000);

  it('completes a scan whose code file would crash the parser, naming the file, and stays up', async () => {
    const queued = await connect({ ...drift, 'src/nested.js': '['.repeat(20_000) });
    expect(queued).toMatchObject({ skippedFiles: [], skippedFileCount: 0 });
    const scan = await finishedScan(queued.id);
    expect(scan).toMatchObject({ status: 'succeeded', attempts: 1, error: null });
    expect(scan.issuesCreated).toBeGreaterThan(0);
    const skipped = [{ path: 'src/nested.js', reason: 'not read: nesting deeper than 500' }];
    expect(scan).toMatchObject({ skippedFiles: skipped, skippedFileCount: 1 });
    // The repository card shows its latest scan from the list.
    const { repositories } = repositoryListResponseSchema.parse(
      (await server.api('GET', '/api/repositories', { token: owner.token })).body,
    );
    const card = repositories.find(
      (repository) => repository.connected && repository.lastScan?.id === scan.id,
    );
    expect(card?.connected && card.lastScan).toMatchObject({ skippedFiles: skipped, skippedFileCount: 1 });
    expect((await server.api('GET', '/api/plans/public')).status).toBe(200);
  }, 120_000);

  it('lists the first 100 unread files by path and counts them all', async () => {
    // Nested just past the limit: each file is refused before its parser, so the scan stays quick.
    const nested = Object.fromEntries(
      Array.from({ length: 105 }, (_, index) => [
        `src/deep-${String(104 - index).padStart(3, '0')}.js`,
        '['.repeat(501),
      ]),
    );
    const scan = await finishedScan((await connect({ ...drift, ...nested })).id);
    expect(scan).toMatchObject({ status: 'succeeded', skippedFileCount: 105 });
    expect(scan.skippedFiles.map((file) => file.path)).toEqual(
      Array.from({ length: 100 }, (_, index) => `src/deep-${String(index).padStart(3, '0')}.js`),
    );
    expect(new Set(scan.skippedFiles.map((file) => file.reason))).toEqual(
      new Set(['not read: nesting deeper than 500']),
    );
  }, 120_000);
});
