import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { scan } from '../src/scan/scan.js';
import { fixturePath } from './support/scan-fixture.js';

const dirs: string[] = [];
function tempCopy(name: string): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), `dw-${name}-`));
  cpSync(fixturePath(name), dir, { recursive: true });
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('fact cache', () => {
  it('reuses facts of unchanged files across scans and re-extracts changed ones', async () => {
    const root = tempCopy('ts-api');
    const cacheDir = mkdtempSync(path.join(os.tmpdir(), 'dw-cache-'));
    dirs.push(cacheDir);
    const cold = await scan({ root, cacheDir, config: { history: false } });
    expect(cold.stats.cachedFiles).toBe(0);
    const warm = await scan({ root, cacheDir, config: { history: false } });
    expect(warm.stats.cachedFiles).toBe(cold.stats.codeFiles + cold.stats.docFiles);
    expect(warm.findings).toEqual(cold.findings);
    writeFileSync(
      path.join(root, 'README.md'),
      `${readFileSync(path.join(root, 'README.md'), 'utf8')}\nMore.\n`,
    );
    const edited = await scan({ root, cacheDir, config: { history: false } });
    expect(edited.stats.cachedFiles).toBe(cold.stats.codeFiles);
  });
});

describe('fingerprints, baseline and ignores', () => {
  it('keeps fingerprints when lines shift, and filters by baseline, fingerprint, rule and path', async () => {
    const root = tempCopy('env-vars');
    const before = await scan({ root, config: { history: false } });
    const readme = path.join(root, 'README.md');
    writeFileSync(readme, `\n\nIntro paragraph.\n${readFileSync(readme, 'utf8')}`);
    const after = await scan({ root, config: { history: false } });
    expect(after.findings.map((f) => f.doc?.line)).toEqual(
      before.findings.map((f) => (f.doc?.line ?? 0) + 3),
    );
    expect(after.findings.map((f) => f.fingerprint)).toEqual(before.findings.map((f) => f.fingerprint));

    const first = before.findings[0]?.fingerprint ?? '';
    const baseline = await scan({ root, baseline: new Set([first]), config: { history: false } });
    expect(baseline.findings.map((f) => f.fingerprint)).not.toContain(first);
    expect(baseline.findings).toHaveLength(before.findings.length - 1);

    writeFileSync(
      path.join(root, '.driftwatch.yml'),
      `ignore:\n  fingerprints: [${first}]\n  rules: [config_mismatch]\n`,
    );
    expect((await scan({ root, config: { history: false } })).findings).toEqual([]);
    writeFileSync(path.join(root, '.driftwatch.yml'), 'ignore:\n  paths: ["*.md"]\n');
    expect((await scan({ root, config: { history: false } })).findings).toEqual([]);
  });
});
