import { rmSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { scan } from '../src/scan/scan.js';
import { commitEdit, repoFromFixture } from './support/git-repo.js';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('names that are not the project’s missing API', () => {
  it('leaves a module heading, a method the page derives and java.lang.Object members alone', async () => {
    const dir = repoFromFixture('page-own-names');
    dirs.push(dir);
    // History now shows a removed top-level clock() and a removed getClass(int): neither makes
    // `:mod:`clock.clock`` (the module clock/clock.py) or `obj.getClass()` (every Java object's) drift.
    commitEdit(dir, 'clock/clock.py', (t) => t.replace(/\n\n\ndef clock\(\)[\s\S]*$/, '\n'), 'drop clock()');
    commitEdit(
      dir,
      'src/main/java/com/acme/Bag.java',
      (t) => t.replace(/ {2}public Class<\?> getClass[\s\S]*?\n {2}}\n\n/, ''),
      'drop getClass(int)',
    );
    const report = await scan({ root: dir, typecheck: false });
    // MyClock.days_left is the page's own method; the misspelt tock and sizes are still reported.
    expect(
      report.findings
        .filter((f) => f.subtype !== 'undocumented_api')
        .map((f) => `${f.subtype} ${f.doc?.path}:${f.doc?.line} ${f.identifier}`),
    ).toEqual(['method_mismatch README.md:8 sizes', 'incorrect_example docs/guide.rst:20 tock']);
  });
});
