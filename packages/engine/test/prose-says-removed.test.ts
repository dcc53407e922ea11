import { rmSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { scan } from '../src/scan/scan.js';
import { commitEdit, repoFromFixture } from './support/git-repo.js';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('prose that itself says a name was removed', () => {
  it('is not reported when the code drops the name; a plain mention is', async () => {
    const dir = repoFromFixture('prose-says-removed');
    dirs.push(dir);
    commitEdit(
      dir,
      'clock/travel.py',
      (t) => t.slice(0, t.indexOf('def set_test_now')),
      'drop set_test_now, freeze_time and test_helper',
    );
    commitEdit(dir, 'clock/__init__.py', () => 'from .travel import travel_to\n', 'export travel_to only');
    const report = await scan({ root: dir });
    // The paragraph says set_test_now was removed and test_helper sits under "Removed in 3.0";
    // nothing says freeze_time went away.
    expect(report.findings.map((f) => `${f.subtype} ${f.doc?.line} ${f.identifier}`)).toEqual([
      'method_mismatch 8 freeze_time',
    ]);
  }, 120_000);
});
