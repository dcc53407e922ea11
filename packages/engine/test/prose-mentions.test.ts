import { describe, expect, it } from 'vitest';
import { scanFixture } from './support/scan-fixture.js';

describe('undocumented API and plain-text mentions', () => {
  it('counts `tinyhttp.spread(callback)` written without backticks as documented', async () => {
    expect(await scanFixture('js-prose-mentions', { ignoreUndocumented: false })).toEqual([
      'undocumented_api index.js:13 mergeConfig',
    ]);
  });
});
