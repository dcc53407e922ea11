import { describe, expect, it } from 'vitest';
import { scanFixture } from '../../../test/support/scan-fixture.js';

describe('broken-links rule', () => {
  it('reports missing files, missing anchors and wrong relative depth, and nothing else', async () => {
    expect(await scanFixture('broken-links')).toEqual([
      'broken_link README.md:4 #usage-guide',
      'broken_link README.md:6 docs/guide/start.md',
      'broken_link README.md:8 docs/guide/intro.md#set-up',
      'broken_link README.md:24 docs/guide/missing.md',
      'broken_link docs/guide/intro.md:6 ../README.md',
    ]);
  });
});
