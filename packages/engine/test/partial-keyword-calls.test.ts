import { describe, expect, it } from 'vitest';
import { scanFixture } from './support/scan-fixture.js';

describe('a call with the one keyword a list item is about', () => {
  it('is a call, not a signature giving defaults; an unknown keyword is still drift', async () => {
    // opt takes five keywords with defaults; opt(record=True) passes one, it documents no default.
    expect(await scanFixture('partial-keyword-calls')).toEqual(['parameter_mismatch README.md:7 recrd']);
  }, 120_000);
});
