import { describe, expect, it } from 'vitest';
import { scanFixture } from './support/scan-fixture.js';

describe('member chains in prose', () => {
  it('skips assignments and chains whose head is not ours, and still reports a misspelt member', async () => {
    expect(await scanFixture('py-member-chains')).toEqual(['method_mismatch README.md:14 methd']);
  });
});
