import { describe, expect, it } from 'vitest';
import { scanFixture } from './support/scan-fixture.js';

describe('misspelt bare calls in examples', () => {
  it('reports a bare call one or two letters from exactly one exported function or class, not names defined, imported or unknown', async () => {
    expect(await scanFixture('py-misspelt-bare-calls')).toEqual([
      'incorrect_example README.md:6 stop_after_attempts',
      'incorrect_example README.md:14 wait__exponential',
    ]);
  });
});
