import { describe, expect, it } from 'vitest';
import { scanFixture } from '../../../test/support/scan-fixture.js';

describe('misspelt names in code spans', () => {
  it('reports a span one letter, a case or a word order away from one declared name, and none of the near names that are not', async () => {
    expect(await scanFixture('misspelt-span-names')).toEqual([
      'method_mismatch README.md:3 passsthrough',
      'method_mismatch README.md:5 reHydrate',
      'method_mismatch README.md:7 storeDirs',
      'method_mismatch README.md:9 useInfiniteSuspenseQuery',
      'method_mismatch README.md:11 TRPClientError',
    ]);
  });
});
