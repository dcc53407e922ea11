import { describe, expect, it } from 'vitest';
import { scanFixture } from './support/scan-fixture.js';

describe('type-check diagnostics that name no drifted name', () => {
  it('leaves out widened values, keys the example reads itself, members of one union part and a default export reached through require', async () => {
    // Line 8: `method` is widened to string, no overload matches, and no name is wrong. Line 11:
    // the example reads `'secret' in plain` itself; line 12's `timeout` is nobody's. Line 15:
    // `finally` is Pending's, one part of the union pick() returns; `cancel` (line 16) is no part's.
    // Line 22: require() gives the module, whose default export has `extend` (a CommonJS build may
    // export that default as the module); `extendd` (line 23) is on neither.
    expect(await scanFixture('typecheck-loose-diagnostics')).toEqual([
      'parameter_mismatch README.md:12 timeout',
      'incorrect_example README.md:16 cancel',
      'incorrect_example README.md:23 extendd',
    ]);
  });
});
