import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { readDocSafely } from '../src/docs/read-doc-safely.js';
import { scanIsolated } from '../src/isolate/scan-isolated.js';
import type { ScanReport } from '../src/model/finding.js';
import { scan } from '../src/scan/scan.js';

const run = promisify(execFile);
const bin = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../bin/driftwatch.js');

/** Real drift beside the hostile file: the docs name a parameter the code dropped. */
const DRIFT = {
  'docs/guide.md': '# Shop\n\nUse `createOrder(items, coupon)` to place an order.\n',
  'src/orders.ts': 'export function createOrder(items: string[]) { return items.length; }\n',
};

const roots: string[] = [];
afterAll(async () => {
  for (const root of roots) await rm(root, { recursive: true, force: true });
});

async function tree(files: Record<string, string>): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'driftwatch-hostile-'));
  roots.push(root);
  for (const [rel, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, rel)), { recursive: true });
    await writeFile(path.join(root, rel), text);
  }
  return root;
}

const driftFound = (report: ScanReport) =>
  report.findings.some((f) => f.doc?.path === 'docs/guide.md' && f.identifier.includes('createOrder'));

/** The inputs an outside probe found to stall, crash or bloat the readers, with what stops each. */
const HOSTILE_PAGES: Array<[string, string, string]> = [
  [
    'emphasis markers 20,000 deep',
    `${'*_'.repeat(20_000)}y${'_*'.repeat(20_000)}`,
    'not read: more than 1000 emphasis markers in one paragraph',
  ],
  [
    'emphasis 5,000 deep',
    `${'*'.repeat(5000)}y${'*'.repeat(5000)}`,
    'not read: more than 1000 emphasis markers in one paragraph',
  ],
  ['brackets 50,000 deep', '['.repeat(50_000), 'not read: more than 2000 brackets in one paragraph'],
  [
    '16,000 unmatched closing brackets',
    '] '.repeat(16_000),
    'not read: more than 2000 brackets in one paragraph',
  ],
  ['block quotes 5,000 deep', `${'>'.repeat(5000)} x`, 'not read: nesting deeper than 32'],
  ['list items 1,000 deep on one line', `${'- '.repeat(1000)}a`, 'not read: nesting deeper than 32'],
  [
    'a list nested 400 deep by indentation',
    Array.from({ length: 400 }, (_, i) => `${' '.repeat(i * 2)}- a`).join('\n'),
    'not read: nesting deeper than 32',
  ],
  [
    'an unclosed fence over 50,000 import lines',
    `\`\`\`js\n${'import a from "b";\n'.repeat(50_000)}`,
    'not read: larger than 256 KB',
  ],
  [
    'a 1.9 MB table',
    `| a | b |\n|---|---|\n${'| `x` | y |\n'.repeat(170_000)}`,
    'not read: larger than 256 KB',
  ],
  [
    'strikethrough markers 4,000 deep',
    '~~word'.repeat(4000),
    'not read: more than 1000 emphasis markers in one paragraph',
  ],
  [
    'double backticks 4,000 times',
    '``word'.repeat(4000),
    'not read: more than 2000 backticks in one paragraph',
  ],
  [
    'a run of backticks that looks like a fence but is not one',
    `${'`'.repeat(50)}x${'``word'.repeat(2000)}`,
    'not read: more than 2000 backticks in one paragraph',
  ],
  [
    'emphasis spread over lines that hold a pipe but make no table',
    '|*_\n'.repeat(3000),
    'not read: more than 1000 emphasis markers in one paragraph',
  ],
  [
    '5,000 unclosed HTML comments',
    `${'#   |'.repeat(5000)}${'<!--  '.repeat(5000)}`,
    'not read: more than 2000 < in one paragraph',
  ],
  ['85,000 one-letter paragraphs (a gigabyte)', 'a\n\n'.repeat(42_500), 'not read: more than 10000 lines'],
  [
    'a table of 5,000 rows',
    `| a | b |\n|---|---|\n${'| x | y |\n'.repeat(5000)}`,
    'not read: more than 3000 table rows',
  ],
];

describe('pages made to stall, crash or bloat the Markdown reader', () => {
  it.each(HOSTILE_PAGES)('%s: refused in well under a second', (_name, text, reason) => {
    const started = performance.now();
    const doc = readDocSafely({ rel: 'README.md', text, hash: 'h' });
    expect(doc.notRead).toBe(reason);
    // The guard itself takes milliseconds; the bar leaves room for a busy machine.
    expect(performance.now() - started).toBeLessThan(1000);
  });

  it('reads an unclosed fence of 20,000 import lines (within the size limit) quickly, not as an example', () => {
    const started = performance.now();
    const doc = readDocSafely({
      rel: 'README.md',
      text: `\`\`\`js\n${'import a from "b";\n'.repeat(12_000)}`,
      hash: 'h',
    });
    expect(doc.notRead).toBeUndefined();
    expect(doc.codeBlocks[0]?.example).toBeUndefined();
    // It took over a minute when the block was read as an example; the rest is micromark per line.
    expect(performance.now() - started).toBeLessThan(3000);
  });

  it('still reports the real drift of a repository with a page of 5,000 nested quotes', async () => {
    const root = await tree({ ...DRIFT, 'docs/deep.md': `${'>'.repeat(5000)} x\n` });
    const report = await scan({ root, config: { history: false } });
    expect(report.skipped).toEqual([{ path: 'docs/deep.md', reason: 'not read: nesting deeper than 32' }]);
    expect(driftFound(report)).toBe(true);
  });

  it('reads a deeply nested Python example without overflowing the visitor', async () => {
    const nested = `${'f('.repeat(400)}1${')'.repeat(400)}`;
    const root = await tree({ ...DRIFT, 'docs/python.md': `\`\`\`python\nx = ${nested}\n\`\`\`\n` });
    const report = await scan({ root, config: { history: false } });
    expect(report.skipped).toEqual([]);
    expect(driftFound(report)).toBe(true);
  });
});

describe('a code file nested deeper than the native parser can take', () => {
  const files = { ...DRIFT, 'src/nested.js': '['.repeat(20_000), 'src/calls.ts': `${'('.repeat(20_000)}1` };

  it('is skipped and named while the rest of the tree is scanned', async () => {
    const report = await scan({ root: await tree(files), config: { history: false } });
    expect(report.skipped).toEqual([
      { path: 'src/calls.ts', reason: 'not read: nesting deeper than 500' },
      { path: 'src/nested.js', reason: 'not read: nesting deeper than 500' },
    ]);
    expect(driftFound(report)).toBe(true);
  });

  it('never kills the CLI (it died with SIGSEGV), and every reporter names it', async () => {
    const root = await tree(files);
    const json = await run(process.execPath, [bin, 'scan', root, '--no-cache', '--format', 'json']);
    const report = JSON.parse(json.stdout) as ScanReport;
    expect(report.skipped.map((s) => s.path)).toEqual(['src/calls.ts', 'src/nested.js']);
    expect(driftFound(report)).toBe(true);
    const text = await run(process.execPath, [bin, 'scan', root, '--no-cache', '--format', 'text']);
    expect(text.stdout).toContain('src/nested.js  SKIPPED  not read: nesting deeper than 500');
    const sarif = JSON.parse(
      (await run(process.execPath, [bin, 'scan', root, '--no-cache', '--format', 'sarif'])).stdout,
    );
    expect(
      sarif.runs[0].invocations[0].toolExecutionNotifications.map(
        (n: { message: { text: string } }) => n.message.text,
      ),
    ).toContain('src/nested.js not read: nesting deeper than 500');
  });
});

describe('the isolated scan', () => {
  /** Within every limit, but a few seconds of table parsing: what a file budget must cut short. */
  const slowPage = Array.from(
    { length: 4 },
    (_, i) => `## Table ${i}\n\n| a | b |\n|---|---|\n${'| `x` | y |\n'.repeat(700)}`,
  ).join('\n');

  it('skips a file that stays in its parser past the time budget and scans the rest', async () => {
    const root = await tree({ ...DRIFT, 'docs/slow.md': slowPage.repeat(1) });
    const report = await scanIsolated({ root, config: { history: false } }, { fileBudgetMs: 150 });
    expect(report.skipped).toEqual([{ path: 'docs/slow.md', reason: 'not read: over the time budget' }]);
    expect(driftFound(report)).toBe(true);
  });

  it('skips a file that takes the child past its heap limit and scans the rest', async () => {
    const bloated = '- Call `foo()` here.\n'.repeat(9_000);
    const root = await tree({ ...DRIFT, 'docs/bloated.md': bloated });
    const report = await scanIsolated({ root, config: { history: false } }, { memoryMb: 48 });
    expect(report.skipped).toEqual([{ path: 'docs/bloated.md', reason: 'not read: over the memory budget' }]);
    expect(driftFound(report)).toBe(true);
  });

  it('returns the same report as the scan in process', async () => {
    const root = await tree({ ...DRIFT, 'src/nested.js': '['.repeat(20_000) });
    const inProcess = await scan({ root, config: { history: false } });
    const isolated = await scanIsolated({ root, config: { history: false } });
    expect(isolated.findings).toEqual(inProcess.findings);
    expect(isolated.skipped).toEqual(inProcess.skipped);
  });
});

describe('a Python file that drives the parser into super-linear error recovery', () => {
  it('is stopped at its parse deadline and reported, the rest of the tree scanned', async () => {
    // Found by the fuzzer: over 20 s in the Python grammar without a deadline.
    const garbage = `~~${'-->'.repeat(3938)}${':'.repeat(4045)}${'> ![]'.repeat(4408)}${'word`'.repeat(3101)}${'[x]: /u**'.repeat(3484)}`;
    const root = await tree({ ...DRIFT, 'src/garbage.py': garbage });
    const started = performance.now();
    const report = await scan({ root, config: { history: false } });
    expect(report.skipped).toEqual([{ path: 'src/garbage.py', reason: 'not read: over the time budget' }]);
    expect(driftFound(report)).toBe(true);
    expect(performance.now() - started).toBeLessThan(5000);
  });
});
