import { findScanById, type ScanRow } from '@driftwatch/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectRepository } from '../src/services/repositories/connect-repository.js';
import type { CoreLoopContext } from '../src/services/repositories/core-loop-context.js';
import { waitFor } from './support/accounts.js';
import { createOrganizationOwner } from './support/create-test-core-loop.js';
import { createGitRepository } from './support/git-fixture.js';
import { type CoreLoopServer, startCoreLoopServer } from './support/start-test-server.js';

/** Real drift next to the hostile file: a parameter the docs name that the code dropped. */
const drift = {
  'docs/guide.md': '# Shop\n\nUse `createOrder(items, coupon)` to place an order.\n',
  'src/orders.ts': 'export function createOrder(items: string[]) { return items.length; }\n',
};

/** Emphasis markers micromark matches in quadratic time: this page alone took over two minutes. */
const emphasisBomb = `${'*_'.repeat(20_000)}y${'_*'.repeat(20_000)}`;

/** Within every limit but slow to read (about a second per 2,000-row table): real parsing work. */
const slowTables = Array.from(
  { length: 6 },
  (_, i) => `## Table ${i}\n\n| a | b |\n|---|---|\n${'| `x` | y |\n'.repeat(1900)}`,
).join('\n');

interface Warning {
  details: Record<string, unknown>;
  message: string;
}

/** Keeps the warnings the scan jobs log, passing them on to the real logger. */
function recordWarnings(context: CoreLoopContext): Warning[] {
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
  let server: CoreLoopServer;
  let scope: { organizationId: string; userId: string };
  let warnings: Warning[];

  beforeAll(async () => {
    server = await startCoreLoopServer('pglite');
    scope = await createOrganizationOwner(server.coreLoop.context.db);
    warnings = recordWarnings(server.coreLoop.context);
  });
  afterAll(async () => {
    await server?.close();
  });

  async function connect(files: Record<string, string>): Promise<string> {
    const repo = await createGitRepository(files);
    const connected = await connectRepository(server.coreLoop.context, scope, {
      provider: 'git',
      url: repo.dir,
      defaultBranch: 'main',
    });
    return connected.scan?.id ?? '';
  }

  async function scanState(scanId: string): Promise<ScanRow | undefined> {
    return findScanById(server.coreLoop.context.db, scanId);
  }

  const skippedPaths = (scanId: string) =>
    warnings
      .filter((w) => w.details.scanId === scanId)
      .flatMap((w) => (w.details.skipped as Array<{ path: string; reason: string }>) ?? []);

  it('answers other requests at once while it scans a page made to stall the reader', async () => {
    const scanId = await connect({ ...drift, 'README.md': emphasisBomb, 'docs/tables.md': slowTables });
    const latencies: number[] = [];
    let sawRunning = false;
    for (;;) {
      const scan = await scanState(scanId);
      if (scan?.status === 'succeeded' || scan?.status === 'failed') break;
      sawRunning ||= scan?.status === 'running';
      const started = performance.now();
      const response = await server.api('GET', '/api/plans/public');
      latencies.push(performance.now() - started);
      expect(response.status).toBe(200);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const scan = await scanState(scanId);
    expect(scan).toMatchObject({ status: 'succeeded', error: null });
    expect(scan?.issuesCreated).toBeGreaterThan(0);
    expect(sawRunning).toBe(true);
    expect(latencies.length).toBeGreaterThan(5);
    expect(latencies.map(Math.round).filter((ms) => ms >= 200)).toEqual([]);
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
