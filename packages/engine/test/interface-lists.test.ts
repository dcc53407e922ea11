import { describe, expect, it } from 'vitest';
import { scanFixture } from './support/scan-fixture.js';

describe('lists of bare method names', () => {
  it('does not judge a list whose names are methods of different classes, and judges one of a single class', async () => {
    expect(await scanFixture('py-interface-lists')).toEqual(['method_mismatch README.md:16 remove']);
  });
});
