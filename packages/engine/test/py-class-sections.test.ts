import { describe, expect, it } from 'vitest';
import { scanFixture } from './support/scan-fixture.js';

describe('Python class sections and package calls without an import', () => {
  it('judges .member() items under a class heading and keyword arguments of fetchy.Limits()', async () => {
    // `.seek()` under a heading that names no class stays unjudged.
    expect(await scanFixture('py-class-sections')).toEqual([
      'method_mismatch README.md:11 stream_text',
      'incorrect_example README.md:17 fetchy.Limits',
    ]);
  });
});
