import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { scan } from '../src/scan/scan.js';
import { fixturePath, scanFixture } from './support/scan-fixture.js';

const expected = [
  'incorrect_example docs/guide.md:6 fetch_weather',
  'incorrect_example docs/guide.md:16 forcast',
  'incorrect_example docs/guide.md:18 client.forecast',
  'incorrect_example docs/guide.md:25 fetch_forecast',
  'method_mismatch docs/guide.md:28 time_out',
  'method_mismatch docs/guide.md:30 Clients',
  'incorrect_example docs/guide.md:48 CELSIUS',
  'incorrect_example docs/guide.md:55 valu',
];

const cacheDir = mkdtempSync(path.join(tmpdir(), 'driftwatch-pyright-test-'));
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }));

function scanWithBudget(budgetMs: number, cache?: string) {
  return scan({
    root: fixturePath('python-pyright'),
    config: { history: false },
    typecheck: { maxMs: budgetMs },
    ...(cache ? { cacheDir: cache } : {}),
  });
}

describe('pyright resolves the names of Python examples and references', () => {
  it('reports a renamed import, misspelt members, an unknown keyword and extra positional arguments, nothing else', async () => {
    // README's correct example and references, the placeholders, the undeclared names, the
    // third-party call (requests' misspelt jsonn), an attribute one member of a union has and a
    // keyword only the other branch of a conditional definition takes give nothing.
    expect(await scanFixture('python-pyright')).toEqual(expected);
  });

  it('replaces the heuristic finding on the same line instead of adding to it', async () => {
    const report = await scan({ root: fixturePath('python-pyright'), config: { history: false } });
    // The heuristics flag lines 6 to 28 too; merged, a description would end "Also on this line: ...".
    expect(report.findings.map((f) => f.description.endsWith('(pyright)'))).toEqual(expected.map(() => true));
  });

  it('suggests the module that declares a name the docs import from the wrong one', async () => {
    const report = await scan({ root: fixturePath('python-pyright'), config: { history: false } });
    expect(report.findings.find((f) => f.identifier === 'CELSIUS')?.suggestions).toEqual([
      'Import CELSIUS from weatherkit.units in docs/guide.md line 48',
    ]);
  });

  it('says which pages went unchecked when pyright runs past its budget', async () => {
    const report = await scanWithBudget(1);
    expect(report.skipped).toEqual([
      { path: 'README.md', reason: 'Python examples not type-checked: pyright took over its 0.001 s budget' },
      {
        path: 'docs/guide.md',
        reason: 'Python examples not type-checked: pyright took over its 0.001 s budget',
      },
    ]);
    expect(report.findings.filter((f) => f.description.endsWith('(pyright)'))).toEqual([]);
  });

  it('does not run pyright again for unchanged examples and code', async () => {
    await scanWithBudget(60_000, cacheDir);
    // A 1 ms budget would leave every page unchecked if pyright ran again.
    const again = await scanWithBudget(1, cacheDir);
    expect(again.skipped).toEqual([]);
    expect(again.findings.map((f) => `${f.subtype} ${f.doc?.path}:${f.doc?.line} ${f.identifier}`)).toEqual(
      expected,
    );
  });
});
