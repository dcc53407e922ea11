import { describe, expect, it } from 'vitest';
import { scanFixture } from './support/scan-fixture.js';

describe('a Go variable or receiver named after a package', () => {
  it('calls the bound object after `assert := assert.New(t)`, not the package function', async () => {
    // The package function Equal(t, expected, actual) is short of actual in the first block; in the
    // second, assert is an *Assertions whose Equal takes no t; in the third, suite is the method's
    // receiver (a Suite embedding Assertions), not the suite package.
    expect(await scanFixture('go-bound-package-name')).toEqual([
      'incorrect_example README.md:12 assert.Equal',
    ]);
  }, 120_000);
});
