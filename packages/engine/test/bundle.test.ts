import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Finding } from '../src/model/finding.js';
import { scan } from '../src/scan/scan.js';
import { fixturePath } from './support/scan-fixture.js';

const run = promisify(execFile);
const engineDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const bundleEntry = path.join(engineDir, 'dist/bundle/index.js');

/** Enough pages (past the 256 KB threshold) for the scan to start its doc-parsing worker. */
function manyPages(): { name: string; text: string }[] {
  return Array.from({ length: 12 }, (_, i) => ({
    name: `docs/guide-${i}.md`,
    text: `# Guide ${i}\n\n${`Call \`weather.forecast(city)\` to read tomorrow's weather, see [usage](usage.md).\n\n`.repeat(320)}`,
  }));
}

const summarize = (findings: Finding[]) =>
  findings.map((f) => `${f.subtype} ${f.doc?.path}:${f.doc?.line} ${f.identifier}`).sort();

// The shipped engine is the esbuild bundle (npm install builds it); it must scan exactly as the
// sources do, with its worker found next to its chunks and the grammars resolved from its folder.
describe('the bundled engine', () => {
  let root = '';
  beforeAll(async () => {
    if (!existsSync(bundleEntry)) throw new Error(`${bundleEntry} is missing: run npm run build first`);
    root = await mkdtemp(path.join(tmpdir(), 'driftwatch-bundle-'));
    await cp(fixturePath('py-examples'), root, { recursive: true });
    await cp(fixturePath('go-example-scopes'), path.join(root, 'go'), { recursive: true });
    for (const page of manyPages()) await writeFile(path.join(root, page.name), page.text);
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('finds what the sources find, parsing docs in its worker thread', async () => {
    const script = `
      const workers = { started: 0, answered: 0, failed: [] };
      process.on('worker', (worker) => {
        workers.started += 1;
        worker.on('message', () => { workers.answered += 1; });
        worker.on('error', (error) => workers.failed.push(String(error)));
      });
      const { scan } = await import(${JSON.stringify(bundleEntry)});
      const report = await scan({ root: ${JSON.stringify(root)}, config: { history: false } });
      process.stdout.write(JSON.stringify({ workers, findings: report.findings }));
    `;
    // A file, not --eval: worker threads inherit the process's flags, and --input-type breaks them.
    const scriptFile = path.join(root, 'scan-with-bundle.mjs');
    await writeFile(scriptFile, script);
    const { stdout } = await run(process.execPath, [scriptFile], { maxBuffer: 64 << 20 });
    const bundled: { workers: { started: number; answered: number; failed: string[] }; findings: Finding[] } =
      JSON.parse(stdout);
    const fromSources = await scan({ root, config: { history: false } });

    expect(summarize(fromSources.findings).length).toBeGreaterThan(0);
    expect(summarize(bundled.findings)).toEqual(summarize(fromSources.findings));
    const expectedWorkers = availableParallelism() >= 2 ? 1 : 0;
    expect(bundled.workers).toEqual({ started: expectedWorkers, answered: expectedWorkers, failed: [] });
  }, 60_000);

  it('type-checks examples on its TypeScript worker thread as the sources do on the main thread', async () => {
    for (const fixture of ['typecheck-ts', 'typecheck-js']) {
      const script = `
        let started = 0;
        process.on('worker', () => { started += 1; });
        const { scan } = await import(${JSON.stringify(bundleEntry)});
        const report = await scan({ root: ${JSON.stringify(fixturePath(fixture))}, config: { history: false } });
        process.stdout.write(JSON.stringify({ started, findings: report.findings }));
      `;
      const scriptFile = path.join(root, `scan-${fixture}.mjs`);
      await writeFile(scriptFile, script);
      const { stdout } = await run(process.execPath, [scriptFile], { maxBuffer: 64 << 20 });
      const bundled: { started: number; findings: Finding[] } = JSON.parse(stdout);
      const fromSources = await scan({ root: fixturePath(fixture), config: { history: false } });
      expect(summarize(bundled.findings)).toEqual(summarize(fromSources.findings));
      expect(summarize(bundled.findings).length).toBeGreaterThan(1);
      // No cache dir: every scan is a first one, so the checker starts with the scan.
      expect(bundled.started).toBe(1);
    }
  }, 120_000);

  it('runs as the driftwatch command', async () => {
    const { stdout } = await run(process.execPath, [
      path.join(engineDir, 'bin/driftwatch.js'),
      'scan',
      root,
      '--format',
      'json',
    ]);
    const report: { findings: Finding[] } = JSON.parse(stdout);
    expect(report.findings.some((f) => f.doc?.path === 'docs/usage.md')).toBe(true);
  }, 60_000);
});
