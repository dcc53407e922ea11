import { describe, expect, it } from 'vitest';
import { scanFixture } from './support/scan-fixture.js';

describe('declarations that lag behind the JavaScript', () => {
  it('accepts what either the .d.ts or the JavaScript accepts, and reports what neither does', async () => {
    // The callback parameter and the backoff option exist only in index.js; neither view of close
    // takes an argument.
    expect(await scanFixture('dts-js-union')).toEqual(['extra_parameter README.md:17 close']);
  }, 120_000);
});
