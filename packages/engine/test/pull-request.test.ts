import { rmSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { scan } from '../src/scan/scan.js';
import { commitEdit, repoFromFixture } from './support/git-repo.js';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('pull-request mode', () => {
  it('reports docs anywhere that mention a renamed or changed symbol, and new undocumented API', async () => {
    const dir = repoFromFixture('ts-api');
    dirs.push(dir);
    commitEdit(
      dir,
      'src/index.ts',
      (t) =>
        t
          .replace('export function openStore(', 'export function createStore(')
          .replace('get(key: string)', 'get(key: string, fallback: string)')
          .concat('\nexport function vacuumStore(store: Store): void {\n  void store;\n}\n'),
      'change api',
    );
    const report = await scan({ root: dir, baseRef: 'HEAD~1', config: { history: false } });
    expect(
      report.findings.map(
        (f) => `${f.subtype} ${f.doc ? `${f.doc.path}:${f.doc.line}` : f.code?.path} ${f.identifier}`,
      ),
    ).toEqual([
      'api_change README.md:14 openStore',
      'api_change README.md:26 get',
      'api_change README.md:31 openStore',
      'api_change README.md:32 openStore',
      'api_change README.md:35 openStore',
      'pr_undocumented_api src/index.ts vacuumStore',
    ]);
    expect(report.findings[0]?.suggestions[0]).toBe('Rename openStore to createStore in README.md line 14');
    // The diff names the new name, so the doc fix is certain and comes as a patch.
    expect(report.findings[0]?.edit).toMatchObject({ deleted: 'openStore', inserted: 'createStore' });
    expect(report.findings[0]?.patch).toMatch(/^\+.*createStore/m);
    expect(report.findings.find((f) => f.identifier === 'get')?.patch).toBeUndefined();
    expect(report.findings.every((f) => f.category === 'pr')).toBe(true);
  });

  it('in a doc the change updated, reports only the lines it wrote that still name the old API', async () => {
    const dir = repoFromFixture('ts-api');
    dirs.push(dir);
    commitEdit(
      dir,
      'src/index.ts',
      (t) => t.replace('export function openStore(', 'export function createStore('),
      'rename',
    );
    commitEdit(dir, 'README.md', (t) => `${t}\nFor a second store, call \`openStore()\` again.\n`, 'docs');
    const report = await scan({ root: dir, baseRef: 'HEAD~2', config: { history: false } });
    const lastLine = report.findings.at(-1)?.doc?.line ?? 0;
    expect(report.findings.map((f) => `${f.subtype} ${f.doc?.path}:${f.doc?.line}`)).toEqual([
      `api_change README.md:${lastLine}`,
    ]);
    expect(lastLine).toBeGreaterThan(45);
    expect(report.findings[0]?.description).toContain(`line ${lastLine} of README.md, which it wrote`);
    expect(report.findings[0]?.edit).toMatchObject({
      line: lastLine,
      newLine: 'For a second store, call `createStore()` again.',
    });
  });

  it('refuses an unknown base ref', async () => {
    const dir = repoFromFixture('ts-api');
    dirs.push(dir);
    await expect(scan({ root: dir, baseRef: 'no-such-ref' })).rejects.toThrow(/cannot read base ref/);
  });
});
