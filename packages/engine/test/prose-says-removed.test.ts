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
    commitEdit(dir, 'clock/timer.py', () => '', 'drop the timer');
    commitEdit(
      dir,
      'clock/__init__.py',
      () => 'from .travel import Clock, travel_to\n',
      'export Clock and travel_to only',
    );
    const report = await scan({ root: dir });
    // The paragraph says set_test_now was removed, test_helper sits under "Removed in 3.0" and
    // old_check in a plan's task list; Clock._tick is private, not gone. Nothing says freeze_time
    // went away, Clock never had tock, and a deprecated helper (rewind) must still exist. Clock.repeat
    // is "previously" named; Clock.advance is silent on the upgrading page, reported in the guide.
    expect(report.findings.map((f) => `${f.subtype} ${f.doc?.line} ${f.identifier}`)).toEqual([
      'method_mismatch 8 freeze_time',
      'method_mismatch 16 tock',
      'method_mismatch 25 rewind',
      'method_mismatch 31 later',
      'method_mismatch 7 advance',
    ]);
  }, 120_000);
});
