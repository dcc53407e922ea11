import { describe, expect, it } from 'vitest';
import { scanFixture } from './support/scan-fixture.js';

describe('parameter lists of functions called by position', () => {
  it('takes documented names as labels and reports only a parameter past the ones the code takes', async () => {
    // ping's `callback` is the code's `cb` and close's `reason` its `data`: positions, not names.
    // send takes (data, cb): the docs' third parameter has no place.
    expect(await scanFixture('positional-param-lists')).toEqual(['extra_parameter README.md:20 callback']);
  }, 120_000);
});
